//! Lists in words: "J, 9, A, 10, K and Q", "a, b or c". The error messages are English and
//! join their lists here; each language's words say how it joins its own
//! ([`i18n::list`](crate::i18n::list)), English's being these.

/// English: what stands between a list's items.
pub(crate) const BETWEEN: &str = ", ";
/// English: what stands before the last item of a list of things that all hold.
pub(crate) const AND: &str = " and ";
/// English: what stands before the last item of a list of choices.
pub(crate) const OR: &str = " or ";

/// `items`, `between` each two of them and `last` before the last one.
pub fn join(items: &[&str], between: &str, last: &str) -> String {
    let mut out = String::new();
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(if i + 1 == items.len() { last } else { between });
        }
        out.push_str(item);
    }
    out
}

/// `items` as an English list of things that all hold: "J, 9, A, 10, K and Q".
pub fn and(items: &[&str]) -> String {
    join(items, BETWEEN, AND)
}

/// `items` as an English list of choices: "a, b or c".
pub fn or(items: &[&str]) -> String {
    join(items, BETWEEN, OR)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_join_their_last_item_with_a_word() {
        assert_eq!(
            and(&["J", "9", "A", "10", "K", "Q"]),
            "J, 9, A, 10, K and Q"
        );
        assert_eq!(or(&["a", "b"]), "a or b");
        assert_eq!(or(&["a"]), "a");
        assert_eq!(and(&[]), "");
    }
}
