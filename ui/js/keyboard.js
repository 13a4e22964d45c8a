// @ts-check
/**
 * The on-screen keyboard: where the web view lets it overlay the page (iOS, some Android
 * web views), the part of the window it hides is published as the CSS variable --kb, so the
 * fixed Save bar sits on top of the keyboard; and whenever the visible area shrinks, the
 * field being typed in is brought back into view with its message.
 */

/**
 * Scrolls so that `el` (and what belongs to it, e.g. the field's message) is fully visible
 * between the top of the window and the fixed bars at the bottom — with `next` too (what is
 * entered right after it, e.g. the roem after the points) when both fit.
 * @param {Element | null} el
 * @param {Element | null} [next]
 */
export function revealAboveBars(el, next = null) {
  if (!el) return;
  const vv = window.visualViewport;
  const viewTop = vv ? vv.offsetTop : 0;
  const viewBottom = vv ? vv.offsetTop + vv.height : window.innerHeight;
  let bottom = viewBottom;
  for (const bar of document.querySelectorAll(".sticky-actions, .tabs")) {
    const r = bar.getBoundingClientRect();
    if (r.height > 0 && getComputedStyle(bar).display !== "none" && r.top < bottom) bottom = r.top;
  }
  const margin = 8;
  let r = el.getBoundingClientRect();
  if (next) {
    const n = next.getBoundingClientRect();
    const top = Math.min(r.top, n.top);
    const both = Math.max(r.bottom, n.bottom);
    if (both - top <= bottom - viewTop - 2 * margin) r = new DOMRect(r.left, top, r.width, both - top);
  }
  if (r.bottom > bottom - margin) window.scrollBy(0, r.bottom - (bottom - margin));
  else if (r.top < viewTop + margin) window.scrollBy(0, r.top - (viewTop + margin));
}

/** Publishes how much of the window the keyboard hides. */
function measure() {
  const vv = window.visualViewport;
  if (!vv) return;
  const hidden = Math.max(0, window.innerHeight - vv.height - vv.offsetTop);
  document.documentElement.style.setProperty("--kb", `${Math.round(hidden)}px`);
}

/** The visible area changed size (the keyboard came up): keep the field in view. */
function onResize() {
  measure();
  const active = document.activeElement;
  if (active && active.matches("input, select, textarea")) {
    revealAboveBars(active.closest("[data-reveal]") || active);
  }
}

window.visualViewport?.addEventListener("resize", onResize);
window.visualViewport?.addEventListener("scroll", measure);
