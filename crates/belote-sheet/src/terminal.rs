//! Text for a terminal. Names, ids and file contents are user input: a control character in
//! them (an ESC sequence could move the cursor, recolour or rewrite the user's terminal) is
//! shown as a visible escape like `\u{1b}`, never written raw. So are the invisible
//! bidirectional overrides, which could make a line read differently than it is. JSON output
//! needs none of this: JSON escapes control characters itself.

use std::borrow::Cow;

fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

fn escape(s: &str, keep_newlines: bool) -> Cow<'_, str> {
    let unsafe_char = |c: char| is_unsafe(c) && !(keep_newlines && c == '\n');
    if !s.chars().any(unsafe_char) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if unsafe_char(c) {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// One value (a name, an id, a path): every control character is escaped, line breaks too.
pub fn field(s: &str) -> Cow<'_, str> {
    escape(s, false)
}

/// Lines of text: line breaks are kept, every other control character is escaped.
pub fn lines(s: &str) -> Cow<'_, str> {
    escape(s, true)
}

#[cfg(test)]
mod tests {
    use super::{field, lines};

    #[test]
    fn control_characters_are_shown_not_sent() {
        assert_eq!(field("Ana"), "Ana");
        assert_eq!(field("Léa · Пешо"), "Léa · Пешо");
        assert_eq!(field("a\u{1b}[2Jb"), "a\\u{1b}[2Jb");
        assert_eq!(field("x\ny\tz\r"), "x\\u{a}y\\u{9}z\\u{d}");
        assert_eq!(field("\u{9b}31m\u{7f}"), "\\u{9b}31m\\u{7f}");
        assert_eq!(field("abc\u{202e}fed"), "abc\\u{202e}fed");
        assert_eq!(lines("one\ntwo\u{7}\n"), "one\ntwo\\u{7}\n");
    }
}
