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

/// The number after `key="` in `svg`.
#[allow(dead_code)]
pub fn svg_attr(svg: &str, key: &str) -> usize {
    let at = svg.find(&format!(" {key}=\"")).expect(key) + key.len() + 3;
    svg[at..].split('"').next().unwrap().parse().unwrap()
}

/// The QR code SVG the app draws (a white rectangle, then one path of dark rectangles
/// `M{x} {y}h{w}v{h}H{x}V{y}`) as an image of grey levels, `scale` pixels a unit: `(width,
/// height, pixels)`, 0 for dark and 255 for light, row by row.
#[allow(dead_code)]
pub fn qr_image(svg: &str, scale: usize) -> (usize, usize, Vec<u8>) {
    let (w, h) = (svg_attr(svg, "width"), svg_attr(svg, "height"));
    let d = svg
        .split(" d=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("a path of dark modules");
    let mut dark = vec![false; w * h];
    let mut painted = 0;
    for rect in d.split('M').filter(|r| !r.is_empty()) {
        // "x y", "w", "h", then the closing "H x" and "V y".
        let mut nums = rect
            .split(['h', 'v', 'H', 'V', ' '])
            .map(|n| n.parse::<usize>().expect(rect));
        let (x, y, rw, rh) = (
            nums.next().unwrap(),
            nums.next().unwrap(),
            nums.next().unwrap(),
            nums.next().unwrap(),
        );
        for row in y..y + rh {
            for col in x..x + rw {
                dark[row * w + col] = true;
            }
        }
        painted += 1;
    }
    assert!(painted > 20, "a QR code has many dark modules: {painted}");
    let (sw, sh) = (w * scale, h * scale);
    let mut grey = Vec::with_capacity(sw * sh);
    for y in 0..sh {
        for x in 0..sw {
            grey.push(if dark[(y / scale) * w + x / scale] {
                0
            } else {
                255
            });
        }
    }
    (sw, sh, grey)
}
