//! Publishing to a results hub (HUB.md "Publishing from the app and the command line: the
//! outbox"): events and seasons queued in the local database and sent until the hub
//! acknowledges them.
