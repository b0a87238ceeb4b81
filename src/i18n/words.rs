//! The language a command words its messages in, passed to it as a value (issue 31: no
//! process-wide language). The command line makes one in `cli::main` and hands it to every
//! verb by reference.

use std::sync::{Mutex, OnceLock};

use super::{Arg, Catalog, Lang, catalog};

/// A choice of language made when the first message is worded ([`Words::deferred`]).
type Choice = Box<dyn FnOnce() -> Lang + Send>;

/// The messages a command words in: its language's catalog, chosen now ([`Words::new`]) or
/// when the first message is worded ([`Words::deferred`]).
pub struct Words {
    chosen: OnceLock<&'static Catalog>,
    choose: Mutex<Option<Choice>>,
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Words")
            .field("chosen", &self.chosen.get().map(|c| c.lang()))
            .finish()
    }
}

impl Words {
    /// The messages of `lang`.
    pub fn new(lang: Lang) -> Words {
        let chosen = OnceLock::new();
        let _ = chosen.set(catalog(lang));
        Words {
            chosen,
            choose: Mutex::new(None),
        }
    }

    /// The messages of the language `choose` says, asked when the first message is worded
    /// (issue 29: the event's language is read from the event file, and a command that reads
    /// the file anyway need not open it a second time for that). `choose` runs once, and
    /// cannot word a message with these words (it does not have them).
    pub fn deferred(choose: impl FnOnce() -> Lang + Send + 'static) -> Words {
        Words {
            chosen: OnceLock::new(),
            choose: Mutex::new(Some(Box::new(choose))),
        }
    }

    /// The catalog of the language chosen (chosen now, if it was left for later).
    pub fn catalog(&self) -> &'static Catalog {
        self.chosen.get_or_init(|| {
            let choose = self.choose.lock().ok().and_then(|mut c| c.take());
            catalog(choose.map_or(Lang::En, |choose| choose()))
        })
    }

    /// The language chosen.
    pub fn lang(&self) -> Lang {
        self.catalog().lang()
    }

    /// The message `id` with `args`.
    pub fn t(&self, id: &str, args: &[Arg<'_>]) -> String {
        self.catalog().get(id, args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU32, Ordering};

    #[test]
    fn a_deferred_choice_is_made_once_and_only_when_a_message_is_worded() {
        let asked = Arc::new(AtomicU32::new(0));
        let counter = Arc::clone(&asked);
        let words = Words::deferred(move || {
            counter.fetch_add(1, Ordering::SeqCst);
            Lang::Es
        });
        assert_eq!(
            asked.load(Ordering::SeqCst),
            0,
            "not asked before a message"
        );
        let said = words.t("cli-clap-usage", &[]);
        assert_eq!(said, catalog(Lang::Es).get("cli-clap-usage", &[]));
        assert_ne!(said, catalog(Lang::En).get("cli-clap-usage", &[]));
        assert_eq!(words.lang(), Lang::Es);
        assert_eq!(asked.load(Ordering::SeqCst), 1, "asked once");
    }

    #[test]
    fn words_chosen_now_are_that_language() {
        for lang in Lang::ALL {
            assert_eq!(Words::new(lang).lang(), lang);
        }
    }
}
