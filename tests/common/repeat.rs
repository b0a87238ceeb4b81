//! A PGN source of any length that never exists in memory.

use std::io::Read;

/// A source that hands out `copies` copies of `text` as it is read.
pub struct Repeat<'a> {
    pub text: &'a [u8],
    pub copies: usize,
    pub at: usize,
}

impl Read for Repeat<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.at == self.text.len() {
            if self.copies <= 1 {
                return Ok(0);
            }
            self.copies -= 1;
            self.at = 0;
        }
        let n = buf.len().min(self.text.len() - self.at);
        buf[..n].copy_from_slice(&self.text[self.at..n + self.at]);
        self.at += n;
        Ok(n)
    }
}
