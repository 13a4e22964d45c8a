//! The two pages of the table phones' server, both the app's own UI from the binary: a
//! table's phone page at `/t/CODE` (`ui/phone.html`: round entry over the table's API) and an
//! event's projector page at `/e/EVENT` (`ui/projector.html`: the round's table plan and the
//! live standings), and a season's at `/s/SEASON` (the same page: the season's table). The page
//! reads the code, the event or the season from its own address.

use axum::routing::get;
use axum::Router;

use crate::embedded::respond;

/// The pages' routes.
pub fn routes() -> Router {
    Router::new()
        .route("/t/{code}", get(|| async { respond("phone.html") }))
        .route("/e/{event}", get(|| async { respond("projector.html") }))
        .route("/s/{season}", get(|| async { respond("projector.html") }))
}
