//! What the API's tests share: an `Api` over a fresh data folder, and a command called by name
//! through `dispatch`, as the UI calls it.

use belote_api::{Api, NoEvents};
use serde_json::Value;

/// An `Api` over a fresh, empty data folder (kept while the `TempDir` lives).
pub fn fresh() -> (tempfile::TempDir, Api) {
    let dir = tempfile::tempdir().unwrap();
    let api = Api::open(dir.path().into(), dir.path().join("history.sqlite3"), 0);
    (dir, api)
}

/// Command `cmd` with `args`; its answer, or the test fails naming the command.
pub fn call(api: &Api, cmd: &str, args: Value) -> Value {
    match api.dispatch(cmd, args.clone(), &NoEvents) {
        Ok(v) => v,
        Err(e) => panic!("{cmd} {args}: {e:?}"),
    }
}
