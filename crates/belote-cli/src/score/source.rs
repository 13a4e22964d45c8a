//! Where `belote score` reads its match file: a named file, which it can open again, or
//! standard input, which it keeps aside as it reads (in a [`Spool`]) so the exact reader
//! can read it again.

use super::spool::Spool;
use belote_core::InputError;
use belote_sheet::Input;
use std::fs::File;
use std::io::{self, Read};

/// The input named on the command line.
pub enum Source<'a> {
    File(&'a str),
    Stdin {
        stdin: &'a mut dyn Read,
        /// Everything read from standard input so far.
        kept: Spool,
    },
}

impl<'a> Source<'a> {
    pub fn new(path: &'a str, stdin: &'a mut dyn Read) -> Source<'a> {
        if path == "-" {
            Source::Stdin {
                stdin,
                kept: Spool::new(),
            }
        } else {
            Source::File(path)
        }
    }
}

impl Input for Source<'_> {
    /// The input error for a read that failed with `e`, worded as docs/commands.md's `belote`
    /// always worded it.
    fn cannot_read(&self, e: &io::Error) -> InputError {
        let message = match self {
            Source::File(path) => format!("cannot read {path}: {e}"),
            Source::Stdin { .. } => format!("cannot read standard input: {e}"),
        };
        InputError::new("", message)
    }

    /// A reader for the first reading: the file, or standard input kept aside as it is read.
    fn first_read(&mut self) -> Result<Box<dyn Read + '_>, InputError> {
        match self {
            Source::File(path) => match File::open(&**path) {
                Ok(f) => Ok(Box::new(f)),
                Err(e) => Err(self.cannot_read(&e)),
            },
            Source::Stdin { stdin, kept } => Ok(Box::new(Tee {
                inner: &mut **stdin,
                kept,
            })),
        }
    }

    /// A reader over the whole input from its start, for the exact reader (which may ask
    /// twice). Standard input is first read to its end.
    fn again(&mut self) -> Result<Box<dyn Read + '_>, InputError> {
        if let Source::Stdin { stdin, kept } = self {
            let mut tee = Tee {
                inner: &mut **stdin,
                kept,
            };
            if let Err(e) = io::copy(&mut tee, &mut io::sink()) {
                return Err(self.cannot_read(&e));
            }
        }
        match self {
            Source::File(path) => match File::open(&**path) {
                Ok(f) => Ok(Box::new(f)),
                Err(e) => Err(self.cannot_read(&e)),
            },
            Source::Stdin { kept, .. } => match kept.reader() {
                Ok(r) => Ok(Box::new(r)),
                Err(e) => Err(InputError::new(
                    "",
                    format!("cannot read standard input again from its temporary copy: {e}"),
                )),
            },
        }
    }
}

/// Reads `inner` and keeps a copy of every byte in `kept`.
struct Tee<'r, 's> {
    inner: &'r mut dyn Read,
    kept: &'s mut Spool,
}

impl Read for Tee<'_, '_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        io::Write::write_all(self.kept, &buf[..n])?;
        Ok(n)
    }
}
