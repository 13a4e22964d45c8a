//! A spool: bytes kept aside until they can be used — `belote score`'s output until the
//! whole input is known good, and standard input in case it must be read again. The first
//! [`Spool::MEMORY`] bytes stay in memory; beyond that they go to an anonymous temporary
//! file (deleted by the system when the process ends, even if it is killed), so memory stays
//! bounded whatever the size. If no temporary file can be written (no writable temporary
//! directory, a full disk), the spool keeps the rest in memory rather than lose it.

use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom, Write};

pub struct Spool {
    /// The bytes not yet moved to the file (all of them while there is no file).
    mem: Vec<u8>,
    file: Option<File>,
    /// Bytes safely in the file.
    in_file: u64,
    /// Once a file could not be written, everything stays in memory.
    memory_only: bool,
}

impl Spool {
    /// Bytes kept in memory before the spool moves them to its file.
    pub const MEMORY: usize = 4 << 20;

    pub fn new() -> Spool {
        Spool {
            mem: Vec::new(),
            file: None,
            in_file: 0,
            memory_only: false,
        }
    }

    /// Everything written so far.
    #[cfg(test)]
    pub fn len(&self) -> u64 {
        self.in_file + self.mem.len() as u64
    }

    /// Forgets everything written, keeping the storage for reuse.
    pub fn clear(&mut self) {
        self.mem.clear();
        if let Some(file) = &self.file {
            if file.set_len(0).is_err() {
                self.file = None;
            }
        }
        self.in_file = 0;
    }

    /// Moves the memory part to the file; on failure, keeps it in memory from now on.
    fn spill(&mut self) {
        if self.memory_only {
            return;
        }
        if self.file.is_none() {
            match tempfile::tempfile() {
                Ok(f) => self.file = Some(f),
                Err(_) => {
                    self.memory_only = true;
                    return;
                }
            }
        }
        let file = self.file.as_mut().expect("opened just above");
        let written = file
            .seek(SeekFrom::Start(self.in_file))
            .and_then(|_| file.write_all(&self.mem));
        match written {
            Ok(()) => {
                self.in_file += self.mem.len() as u64;
                self.mem.clear();
            }
            Err(_) => {
                // Whatever part was written is cut off again; the bytes stay in memory.
                let _ = file.set_len(self.in_file);
                self.memory_only = true;
            }
        }
    }

    /// A reader over everything written, from the start.
    pub fn reader(&mut self) -> io::Result<SpoolReader<'_>> {
        let file = match &mut self.file {
            Some(f) if self.in_file > 0 => {
                f.seek(SeekFrom::Start(0))?;
                Some(Read::take(&*f, self.in_file))
            }
            _ => None,
        };
        Ok(SpoolReader {
            file,
            mem: &self.mem,
        })
    }

    /// Writes everything written so far to `out`.
    pub fn copy_to(&mut self, out: &mut dyn Write) -> io::Result<()> {
        let mut reader = self.reader()?;
        if let Some(file) = &mut reader.file {
            let mut buf = vec![0u8; 1 << 18];
            loop {
                let n = match file.read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => n,
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                    Err(e) => return Err(e),
                };
                out.write_all(&buf[..n])?;
            }
        }
        out.write_all(reader.mem)
    }
}

impl Write for Spool {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.mem.extend_from_slice(buf);
        if self.mem.len() >= Spool::MEMORY {
            self.spill();
        }
        Ok(buf.len())
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.write(buf).map(|_| ())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Reads a spool from its start: the file part, then the memory part.
pub struct SpoolReader<'a> {
    file: Option<io::Take<&'a File>>,
    mem: &'a [u8],
}

impl Read for SpoolReader<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if let Some(file) = &mut self.file {
            let n = file.read(buf)?;
            if n > 0 {
                return Ok(n);
            }
            self.file = None;
        }
        let n = self.mem.len().min(buf.len());
        buf[..n].copy_from_slice(&self.mem[..n]);
        self.mem = &self.mem[n..];
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_all(spool: &mut Spool) -> Vec<u8> {
        let mut out = Vec::new();
        spool.reader().unwrap().read_to_end(&mut out).unwrap();
        out
    }

    #[test]
    fn small_spools_stay_in_memory_large_ones_spill_and_read_back_whole() {
        let mut spool = Spool::new();
        spool.write_all(b"hello ").unwrap();
        spool.write_all(b"world").unwrap();
        assert!(spool.file.is_none());
        assert_eq!(read_all(&mut spool), b"hello world");

        let chunk: Vec<u8> = (0..=255u8).cycle().take(1 << 20).collect();
        let mut want = Vec::new();
        for _ in 0..9 {
            spool.write_all(&chunk).unwrap();
            want.extend_from_slice(&chunk);
        }
        want.splice(0..0, b"hello world".iter().copied());
        assert!(spool.in_file > 0, "spilled to its file");
        assert!(spool.mem.len() < Spool::MEMORY);
        assert_eq!(spool.len(), want.len() as u64);
        assert_eq!(read_all(&mut spool), want);
        let mut copied = Vec::new();
        spool.copy_to(&mut copied).unwrap();
        assert_eq!(copied, want);

        spool.clear();
        assert_eq!(spool.len(), 0);
        spool.write_all(b"again").unwrap();
        assert_eq!(read_all(&mut spool), b"again");
    }
}
