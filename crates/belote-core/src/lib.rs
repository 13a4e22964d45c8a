//! Belote rules engine (placeholder while the engine is written).
