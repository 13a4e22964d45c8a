//! Timing for the store's benchmarks: wall time and this process's CPU time side by side (on a
//! machine shared with other work, wall time grows with the load, CPU time much less), their
//! medians, and the load average to print beside them.

use std::time::{Duration, Instant};

pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// CPU time of this process: on a machine shared with other work, wall time grows with the
/// load, CPU time much less. Both are printed.
#[cfg(unix)]
pub fn cpu_now() -> Duration {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec for clock_gettime to fill in.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut t) } == 0;
    if !ok {
        return Duration::ZERO;
    }
    Duration::new(
        u64::try_from(t.tv_sec).unwrap_or(0),
        u32::try_from(t.tv_nsec).unwrap_or(0),
    )
}

#[cfg(not(unix))]
pub fn cpu_now() -> Duration {
    Duration::ZERO
}

/// Wall time and CPU time of one call of `f`.
pub fn measure(f: impl FnOnce()) -> (Duration, Duration) {
    let (t, c) = (Instant::now(), cpu_now());
    f();
    (t.elapsed(), cpu_now().saturating_sub(c))
}

/// The median wall time and the median CPU time.
pub fn medians(times: Vec<(Duration, Duration)>) -> (Duration, Duration) {
    let (mut walls, mut cpus): (Vec<_>, Vec<_>) = times.into_iter().unzip();
    walls.sort();
    cpus.sort();
    (walls[walls.len() / 2], cpus[cpus.len() / 2])
}

pub fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|s| s.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "unknown".to_string())
}
