//! Time controls and chess clocks (Art. 6), pure: time is passed in, never read.
