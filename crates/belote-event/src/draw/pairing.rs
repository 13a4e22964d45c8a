//! Pairing a list in order with as few repeats as possible, in polynomial time.
//!
//! The draw docs/events.md defines is a depth-first search: the first entrant still unpaired meets
//! the first entrant after it that it may meet, backtracking so that a pairing without any
//! repeat is found whenever one exists — the first such pairing in that order; when none
//! exists, one with the fewest repeats. Searched literally that takes exponential time on a
//! hard field. Here the same pairing is built without backtracking: the first entrant takes
//! the first candidate after which the entrants left can still be paired with the repeats
//! that remain allowed, which a maximum matching of the "may meet" graph on those entrants
//! tells (Gabow's algorithm for general graphs, petgraph). At most n/2 steps of at most n
//! candidates each, and each test is polynomial; most steps need no test at all, because a
//! maximum matching found earlier already pairs the entrant with its first candidate.
//!
//! Candidates are tried in list order, those it may meet first, then the others: with no
//! repeat allowed that is exactly the search above; with `r` repeats needed (the fewest,
//! n/2 minus the size of a maximum matching of the whole list), it is the first pairing in
//! that order with exactly `r` repeats.

use petgraph::algo::maximum_matching;
use petgraph::graph::{NodeIndex, UnGraph};
use petgraph::visit::NodeFiltered;

/// The "may meet" graph of the whole list, built once per draw; each test looks at the
/// entrants left through a filter instead of building their graph again.
struct MayMeet {
    graph: UnGraph<(), ()>,
}

impl MayMeet {
    fn new(n: usize, may_meet: &dyn Fn(usize, usize) -> bool) -> MayMeet {
        let mut graph: UnGraph<(), ()> = UnGraph::with_capacity(n, 0);
        for _ in 0..n {
            graph.add_node(());
        }
        // Petgraph lists a node's edges newest first, and its greedy start pairs a node with
        // the first free neighbour it lists: adding each node's edges from the last candidate
        // to the first makes that start follow the list order, so its matching usually holds
        // the pairs the draw takes, and fewer tests are needed.
        for i in 0..n {
            for j in (i + 1..n).rev() {
                if may_meet(i, j) {
                    graph.add_edge(NodeIndex::new(i), NodeIndex::new(j), ());
                }
            }
        }
        MayMeet { graph }
    }

    /// A maximum matching of the graph on the entrants `left` marks: its size, and each
    /// index's mate (`usize::MAX`: none).
    fn max_matching(&self, left: &[bool]) -> (usize, Vec<usize>) {
        let filtered = NodeFiltered::from_fn(&self.graph, |n: NodeIndex| left[n.index()]);
        let m = maximum_matching(&filtered);
        let mut mate = vec![usize::MAX; left.len()];
        for (a, b) in m.edges() {
            mate[a.index()] = b.index();
            mate[b.index()] = a.index();
        }
        (m.len(), mate)
    }
}

/// Pairs the indices `0..n` (`n` even) in order: index `i` before `j` when `i < j`. Returns
/// the pairs, each `(first, second)` with `first` the earlier index, in the order they were
/// made (so by their first index), and how many pairs are repeats (`!may_meet`).
pub fn first_pairing(
    n: usize,
    may_meet: &dyn Fn(usize, usize) -> bool,
) -> (Vec<(usize, usize)>, usize) {
    debug_assert!(n.is_multiple_of(2), "an even number of entrants is paired");
    let graph = MayMeet::new(n, may_meet);
    let mut left = vec![true; n];
    let mut remaining: Vec<usize> = (0..n).collect();
    let (size, mut mate) = graph.max_matching(&left);
    let fewest = n / 2 - size;
    let mut budget = fewest;
    let mut pairs = Vec::with_capacity(n / 2);
    while remaining.len() >= 2 {
        let u = remaining[0];
        let others = &remaining[1..];
        let candidates = others
            .iter()
            .copied()
            .filter(|&v| may_meet(u, v))
            .chain(others.iter().copied().filter(|&v| !may_meet(u, v)));
        let mut chosen = None;
        for v in candidates {
            let repeat = usize::from(!may_meet(u, v));
            if repeat > budget {
                // Candidates that may meet come first: the rest are repeats too.
                break;
            }
            if repeat == 0 && mate[u] == v {
                // The matching in hand pairs them: the others stay paired as they are.
                chosen = Some(v);
                break;
            }
            left[u] = false;
            left[v] = false;
            let (size, m) = graph.max_matching(&left);
            let rest = remaining.len() - 2;
            if size + (budget - repeat) >= rest / 2 {
                mate = m;
                chosen = Some(v);
                break;
            }
            left[u] = true;
            left[v] = true;
        }
        // Some candidate always fits: the pairing of the last step (or the maximum matching
        // of the whole list) has one.
        let v = chosen.unwrap_or(remaining[1]);
        left[u] = false;
        left[v] = false;
        budget -= usize::from(!may_meet(u, v)).min(budget);
        pairs.push((u, v));
        remaining.retain(|&x| x != u && x != v);
    }
    (pairs, fewest)
}

/// The same pairing by the literal depth-first search of docs/events.md (exponential): for tests
/// on small lists.
pub fn first_pairing_by_search(
    n: usize,
    may_meet: &dyn Fn(usize, usize) -> bool,
) -> Vec<(usize, usize)> {
    fn search(
        remaining: &[usize],
        budget: usize,
        may_meet: &dyn Fn(usize, usize) -> bool,
        out: &mut Vec<(usize, usize)>,
    ) -> bool {
        let Some((&u, others)) = remaining.split_first() else {
            return true;
        };
        let order = others
            .iter()
            .copied()
            .filter(|&v| may_meet(u, v))
            .chain(others.iter().copied().filter(|&v| !may_meet(u, v)));
        for v in order {
            let repeat = usize::from(!may_meet(u, v));
            if repeat > budget {
                continue;
            }
            let rest: Vec<usize> = others.iter().copied().filter(|&x| x != v).collect();
            out.push((u, v));
            if search(&rest, budget - repeat, may_meet, out) {
                return true;
            }
            out.pop();
        }
        false
    }
    let all: Vec<usize> = (0..n).collect();
    for budget in 0..=n / 2 {
        let mut out = Vec::new();
        if search(&all, budget, may_meet, &mut out) {
            return out;
        }
    }
    unreachable!("any list pairs with n/2 repeats")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_two_of_eight() {
        // Round 1 was 0-1, 2-3, 4-5, 6-7.
        let met = |a: usize, b: usize| a / 2 == b / 2;
        let (pairs, repeats) = first_pairing(8, &|a, b| !met(a, b));
        assert_eq!(repeats, 0);
        assert_eq!(pairs, [(0, 2), (1, 3), (4, 6), (5, 7)]);
    }

    #[test]
    fn backtracks_when_the_greedy_choice_strands_the_last_two() {
        // 0 may meet 1 and 2; 1 may meet 0 and 3 only; 2 may meet 0 and 3; 3 may meet 1, 2.
        let ok = [(0, 1), (0, 2), (1, 3), (2, 3)];
        let may = |a: usize, b: usize| ok.contains(&(a.min(b), a.max(b)));
        let (pairs, repeats) = first_pairing(4, &may);
        assert_eq!(repeats, 0);
        assert_eq!(pairs, [(0, 1), (2, 3)]);
        // Take (0, 1) away: 0 must meet 2, then 1-3.
        let may2 = |a: usize, b: usize| may(a, b) && (a.min(b), a.max(b)) != (0, 1);
        assert_eq!(first_pairing(4, &may2).0, [(0, 2), (1, 3)]);
    }

    #[test]
    fn fewest_repeats_when_none_is_free() {
        // Everybody has met everybody but 0-3.
        let may = |a: usize, b: usize| (a.min(b), a.max(b)) == (0, 3);
        let (pairs, repeats) = first_pairing(4, &may);
        assert_eq!(repeats, 1);
        assert_eq!(pairs, [(0, 3), (1, 2)]);
        assert_eq!(first_pairing_by_search(4, &may), pairs);
    }
}
