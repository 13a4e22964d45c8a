//! The input as reading it whole into a string saw it: [`Checked`] reports an input that is
//! not UTF-8 or cannot be read, as `read_to_string` did before any JSON was looked at.

use std::io::{self, Read};

/// A reader that checks, as it goes, that its input is UTF-8 and remembers the first read
/// error — what `read_to_string` reports before any JSON is looked at.
pub struct Checked<R> {
    inner: R,
    /// The bytes of a character cut by the end of the last read.
    carry: [u8; 4],
    carry_len: usize,
    pub not_utf8: bool,
    pub error: Option<io::Error>,
}

impl<R: Read> Checked<R> {
    pub fn new(inner: R) -> Checked<R> {
        Checked {
            inner,
            carry: [0; 4],
            carry_len: 0,
            not_utf8: false,
            error: None,
        }
    }

    /// Reads the rest of the input (after the JSON reader stopped early), still checking.
    pub fn drain(&mut self) {
        let mut buf = vec![0u8; 1 << 16];
        while self.error.is_none() {
            match self.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
        }
    }

    /// What reading the whole input into a string would have reported, if anything: a read
    /// error first, then input that is not UTF-8.
    pub fn problem(&self) -> Option<io::Error> {
        if let Some(e) = &self.error {
            return Some(io::Error::new(e.kind(), e.to_string()));
        }
        if self.not_utf8 || self.carry_len > 0 {
            return Some(io::Error::new(
                io::ErrorKind::InvalidData,
                "stream did not contain valid UTF-8",
            ));
        }
        None
    }

    fn check(&mut self, mut data: &[u8]) {
        if self.not_utf8 {
            return;
        }
        if self.carry_len > 0 {
            let want = match self.carry[0] {
                0xc0..=0xdf => 2,
                0xe0..=0xef => 3,
                _ => 4,
            };
            let take = (want - self.carry_len).min(data.len());
            self.carry[self.carry_len..self.carry_len + take].copy_from_slice(&data[..take]);
            self.carry_len += take;
            data = &data[take..];
            if self.carry_len < want {
                return;
            }
            if std::str::from_utf8(&self.carry[..want]).is_err() {
                self.not_utf8 = true;
                return;
            }
            self.carry_len = 0;
        }
        if let Err(e) = std::str::from_utf8(data) {
            match e.error_len() {
                Some(_) => self.not_utf8 = true,
                None => {
                    let rest = &data[e.valid_up_to()..];
                    self.carry[..rest.len()].copy_from_slice(rest);
                    self.carry_len = rest.len();
                }
            }
        }
    }
}

impl<R: Read> Read for Checked<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if let Some(e) = &self.error {
            return Err(io::Error::new(e.kind(), e.to_string()));
        }
        loop {
            match self.inner.read(buf) {
                Ok(n) => {
                    self.check(&buf[..n]);
                    return Ok(n);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    let copy = io::Error::new(e.kind(), e.to_string());
                    self.error = Some(e);
                    return Err(copy);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_in_chunks(bytes: &[u8], chunk: usize) -> bool {
        let mut c = Checked::new(io::Cursor::new(bytes.to_vec()));
        let mut buf = vec![0u8; chunk];
        while c.read(&mut buf).unwrap() > 0 {}
        c.problem().is_none()
    }

    #[test]
    fn utf8_is_checked_across_reads() {
        let good = "é ♥ 𝄞 \u{7ff}\u{800}\u{ffff}\u{10000}".as_bytes();
        for chunk in 1..8 {
            assert!(check_in_chunks(good, chunk), "chunk {chunk}");
            assert!(
                !check_in_chunks(&good[..good.len() - 1], chunk),
                "cut {chunk}"
            );
            for bad in [
                &b"\xff"[..],
                b"a\xc3(",
                b"\xed\xa0\x80",
                b"\xf4\x90\x80\x80",
                b"\xc0\xaf",
            ] {
                let mut bytes = good.to_vec();
                bytes.extend_from_slice(bad);
                bytes.extend_from_slice(good);
                assert!(
                    !check_in_chunks(&bytes, chunk),
                    "{bad:?} in chunks of {chunk}"
                );
            }
        }
    }
}
