//! The WebAssembly module's allocator: small blocks (up to 512 bytes) kept in lists by size
//! class and cut from slabs, everything else from the standard library's allocator (dlmalloc
//! on wasm32). Scoring a sheet makes and drops a few small values a round — the reader's light
//! values, a round's facts — and dlmalloc's bins and trees cost more there than in the native
//! build's allocator: taking a block from a list and giving it back is a few instructions
//! (docs/performance.md, "The engine in the browser").
//!
//! A small block once made stays in its class's list when freed (a WebAssembly memory never
//! shrinks anyway): what the lists hold is at most the most small blocks of each size ever
//! live at once. The module has one thread (no atomics): nothing here is shared between
//! threads, hence the `Sync` below.

// Used by the WebAssembly module only; tested natively too.
#![cfg_attr(
    not(all(target_family = "wasm", target_os = "unknown")),
    allow(dead_code)
)]

use std::alloc::{GlobalAlloc, Layout};
use std::cell::UnsafeCell;
use std::ptr;

/// The classes' step: every small block is a multiple of it, aligned to it.
const STEP: usize = 16;
/// The size classes: 16, 32, …, 512 bytes.
const CLASSES: usize = 32;
const SMALLEST_LARGE: usize = STEP * CLASSES + 1;
/// What is asked of the inner allocator at a time for small blocks.
const SLAB: usize = 64 * 1024;

/// Small blocks by class over an inner allocator (`System`: dlmalloc, in the module).
pub struct Pooled<A> {
    inner: A,
    state: UnsafeCell<State>,
}

struct State {
    /// Each class's freed blocks, linked through their first word.
    free: [*mut u8; CLASSES],
    /// The rest of the current slab: `next` up to `end`.
    next: *mut u8,
    end: *mut u8,
}

// The module runs on one thread: its allocator is never used from two at once.
unsafe impl<A: Sync> Sync for Pooled<A> {}

impl<A> Pooled<A> {
    pub const fn new(inner: A) -> Pooled<A> {
        Pooled {
            inner,
            state: UnsafeCell::new(State {
                free: [ptr::null_mut(); CLASSES],
                next: ptr::null_mut(),
                end: ptr::null_mut(),
            }),
        }
    }
}

/// The class of a layout this allocator keeps, or None.
fn class(layout: Layout) -> Option<usize> {
    (layout.size() < SMALLEST_LARGE && layout.align() <= STEP)
        .then(|| layout.size().saturating_sub(1) / STEP)
}

impl<A: GlobalAlloc> Pooled<A> {
    /// A block of class `k`.
    unsafe fn small(&self, k: usize) -> *mut u8 {
        let state = &mut *self.state.get();
        let head = state.free[k];
        if !head.is_null() {
            state.free[k] = *(head as *mut *mut u8);
            return head;
        }
        let size = (k + 1) * STEP;
        if (state.end as usize) - (state.next as usize) < size {
            // The slab's rest (a multiple of STEP) is left to the smaller classes' lists.
            let slab = self
                .inner
                .alloc(Layout::from_size_align_unchecked(SLAB, STEP));
            if slab.is_null() {
                return slab;
            }
            let mut rest = (state.end as usize) - (state.next as usize);
            while rest >= STEP {
                let k = (rest.min(STEP * CLASSES) / STEP) - 1;
                let block = state.next;
                *(block as *mut *mut u8) = state.free[k];
                state.free[k] = block;
                state.next = state.next.add((k + 1) * STEP);
                rest -= (k + 1) * STEP;
            }
            state.next = slab;
            state.end = slab.add(SLAB);
        }
        let block = state.next;
        state.next = block.add(size);
        block
    }

    unsafe fn give_back(&self, block: *mut u8, k: usize) {
        let state = &mut *self.state.get();
        *(block as *mut *mut u8) = state.free[k];
        state.free[k] = block;
    }
}

// Not inlined: in every caller of the allocator across the module, they made the module
// 35 KB larger, node's peak about 9 MiB higher (V8 compiling the larger functions) and the
// call no faster.
unsafe impl<A: GlobalAlloc> GlobalAlloc for Pooled<A> {
    #[inline(never)]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        match class(layout) {
            Some(k) => self.small(k),
            None => self.inner.alloc(layout),
        }
    }

    #[inline(never)]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        match class(layout) {
            Some(k) => {
                let block = self.small(k);
                if !block.is_null() {
                    ptr::write_bytes(block, 0, layout.size());
                }
                block
            }
            None => self.inner.alloc_zeroed(layout),
        }
    }

    #[inline(never)]
    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        match class(layout) {
            Some(k) => self.give_back(block, k),
            None => self.inner.dealloc(block, layout),
        }
    }

    #[inline(never)]
    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let new_layout = Layout::from_size_align_unchecked(new_size, layout.align());
        match (class(layout), class(new_layout)) {
            (Some(k), Some(n)) if k == n => block,
            (None, None) => self.inner.realloc(block, layout, new_size),
            _ => {
                let moved = self.alloc(new_layout);
                if !moved.is_null() {
                    ptr::copy_nonoverlapping(block, moved, layout.size().min(new_size));
                    self.dealloc(block, layout);
                }
                moved
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::alloc::System;

    #[test]
    fn blocks_are_aligned_kept_apart_and_reused() {
        let pool = Pooled::new(System);
        unsafe {
            let mut blocks = Vec::new();
            // Enough of every size to go through several slabs.
            for round in 0..3 {
                for size in [1, 8, 15, 16, 17, 100, 255, 256, 257, 511, 512, 513, 4000] {
                    for align in [1, 4, 8, 16, 32] {
                        let layout = Layout::from_size_align(size, align).unwrap();
                        let block = if round == 1 {
                            pool.alloc_zeroed(layout)
                        } else {
                            pool.alloc(layout)
                        };
                        assert!(!block.is_null());
                        assert_eq!(block as usize % align, 0);
                        if round == 1 {
                            assert!((0..size).all(|i| *block.add(i) == 0));
                        }
                        ptr::write_bytes(block, (size % 251) as u8, size);
                        blocks.push((block, layout));
                    }
                }
                for _ in 0..200 {
                    let layout = Layout::from_size_align(48, 8).unwrap();
                    let block = pool.alloc(layout);
                    ptr::write_bytes(block, 48, 48);
                    blocks.push((block, layout));
                }
            }
            // No two blocks overlap, and each kept what was written into it.
            let mut spans: Vec<_> = blocks
                .iter()
                .map(|(b, l)| (*b as usize, *b as usize + l.size()))
                .collect();
            spans.sort();
            assert!(spans.windows(2).all(|w| w[0].1 <= w[1].0));
            for (block, layout) in &blocks {
                let fill = if layout.size() == 48 && layout.align() == 8 {
                    48
                } else {
                    (layout.size() % 251) as u8
                };
                assert!((0..layout.size()).all(|i| *block.add(i) == fill));
            }
            // A freed small block is the next one of its class.
            let (block, layout) = blocks.pop().unwrap();
            pool.dealloc(block, layout);
            assert_eq!(pool.alloc(layout), block);
            // Growing keeps the bytes, within a class and across classes and sizes.
            let layout = Layout::from_size_align(20, 4).unwrap();
            let mut at = pool.alloc(layout);
            ptr::write_bytes(at, 7, 20);
            let mut size = 20;
            for new_size in [30, 200, 700, 5000, 300, 10] {
                at = pool.realloc(at, Layout::from_size_align(size, 4).unwrap(), new_size);
                assert!(
                    (0..size.min(new_size)).all(|i| *at.add(i) == 7),
                    "{new_size}"
                );
                ptr::write_bytes(at, 7, new_size);
                size = new_size;
            }
            pool.dealloc(at, Layout::from_size_align(size, 4).unwrap());
            for (block, layout) in blocks {
                pool.dealloc(block, layout);
            }
        }
    }
}
