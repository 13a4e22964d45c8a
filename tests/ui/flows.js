// Steps of the UI tests shared by the suites: a match set up, a round entered, the totals
// read, the layout checked, and a tap that refuses to scroll (what a thumb sees is what it
// can tap).
import assert from "node:assert/strict";

export const tid = (id) => `[data-testid="${id}"]`;

/** The text of `key` in catalogue `T`, its `{name}` placeholders filled from `vars`. */
export const text = (T, key, vars = {}) => T[key].replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));

/** Starts a match from the Score tab's home. */
export async function newMatch(page, variant = "classic", names = true) {
  await page.click(tid("new-match"));
  await page.click(tid(`variant-${variant}`));
  if (names) {
    await page.fill(tid("team-A"), "Nous");
    await page.fill(tid("team-B"), "Eux");
    for (const [id, name] of [["player-A-0", "Ana"], ["player-B-0", "Léa"], ["player-A-1", "Marc"], ["player-B-1", "Paul"]]) await page.fill(tid(id), name);
  }
  await page.click(tid("start-match"));
  await page.waitForSelector(tid("add-round"));
}

/** Enters a round: taker, contract, points of one team (or capot), optional extras; saves. */
export async function enterRound(page, { taker, contract, side, points, capot, belote, bid, double }) {
  const before = await page.evaluate(() => document.querySelectorAll('[data-testid="round-line"]').length);
  await page.click(tid("add-round"));
  await page.click(tid(`taker-${taker}`));
  await page.click(tid(`contract-${contract}`));
  if (bid) await page.click(tid(`bid-${bid}`));
  if (double) await page.click(tid(`double-${double}`));
  if (capot || belote) {
    await page.click(tid("more"));
    if (capot) await page.click(tid(`capot-${capot}`));
    if (belote) await page.click(tid(`belote-${belote}`));
  }
  if (side) await page.click(tid(`side-${side}`));
  if (points !== undefined) await page.fill(tid("points"), String(points));
  await page.click(tid("save-round"));
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="round-line"]').length === n, before + 1);
}

export async function totals(page) {
  return [Number(await page.textContent(tid("total-A"))), Number(await page.textContent(tid("total-B")))];
}

export async function waitTotals(page, [a, b]) {
  await page.waitForFunction(([a, b]) => document.querySelector('[data-testid="total-A"]')?.textContent === String(a) && document.querySelector('[data-testid="total-B"]')?.textContent === String(b), [a, b]);
}

/** Nothing is wider than the window, and every visible control is at least 44 px tall and wide. */
export async function checkLayout(page, width) {
  const scroll = await page.evaluate(() => document.scrollingElement.scrollWidth);
  assert.ok(scroll <= width, `horizontal scroll: ${scroll} > ${width}`);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll("button, select, summary, input[type=number], input[type=text], input[type=search], input[type=checkbox]")]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ el: el.outerHTML.slice(0, 80), r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.height < 44 || r.width < 44)
      .map(({ el, r }) => `${el} ${Math.round(r.width)}×${Math.round(r.height)}`),
  );
  assert.deepEqual(small, [], "touch targets under 44 px");
}

/**
 * Whether an element is wholly on screen and not covered (by the Save bar, the tab bar…):
 * its centre and corners hit it.
 */
export async function onScreen(page, testid) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return { ok: false, why: "missing" };
    const r = el.getBoundingClientRect();
    const vv = window.visualViewport;
    const bottom = vv ? vv.offsetTop + vv.height : innerHeight;
    if (r.top < 0 || r.bottom > bottom || r.left < 0 || r.right > innerWidth) return { ok: false, why: `off screen ${JSON.stringify(r)}` };
    // The centre and four points near the corners (inside the rounded ones).
    const dx = Math.min(14, r.width * 0.3);
    const dy = Math.min(14, r.height * 0.3);
    const points = [[r.left + r.width / 2, r.top + r.height / 2], [r.left + dx, r.top + dy], [r.right - dx, r.top + dy], [r.left + dx, r.bottom - dy], [r.right - dx, r.bottom - dy]];
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === el || el.contains(hit))) return { ok: false, why: `covered at ${Math.round(x)},${Math.round(y)} by ${hit && hit.outerHTML.slice(0, 60)}` };
    }
    return { ok: true, x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }, tid(testid));
}

/**
 * A thumb's tap: the element must already be on screen and uncovered — the test never
 * scrolls — and the tap lands on its centre. Returns after the tap.
 */
export async function tap(page, testid) {
  const where = await onScreen(page, testid);
  assert.ok(where.ok, `${testid} is not reachable without scrolling: ${where.why}`);
  await page.mouse.click(where.x, where.y);
}
