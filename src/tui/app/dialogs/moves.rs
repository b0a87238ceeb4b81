//! The move prompt: a move in SAN — in Spanish and Russian with the pieces' own letters
//! (`crate::i18n::san`), shown as read before Enter ("Cf3 → Nf3") — checked as typed; only a
//! legal move is sent, in standard SAN.

use shakmaty::san::{SanError, SanPlus};

use super::InputFor;
use crate::i18n::san;
use crate::tui::app::App;
use crate::tui::intent::{Intent, Request};
use crate::tui::lang::side_arg;
use crate::tui::model::BoardModel;

/// A move as typed, and whether it ends with `=`: a draw offer made with it (Art. 9.1.2.1,
/// written "(=)" on the scoresheet).
/// A trailing `=` that would leave an unfinished promotion ("e8=") is not an offer.
fn split_offer<'a>(b: &BoardModel, text: &'a str) -> (&'a str, bool) {
    let t = text.trim();
    match t.strip_suffix("(=)").or_else(|| t.strip_suffix('=')) {
        Some(san) if b.record.parse_san(san.trim_end()).is_ok() => (san.trim_end(), true),
        _ => (t, false),
    }
}

impl App {
    /// What the arbiter typed, read in the app's language: standard SAN, and the text to show
    /// before the verdict when the reading differs from the typing ("Cf3 → Nf3").
    pub(in crate::tui::app) fn read_move(&self, text: &str) -> (String, Option<String>) {
        let read = san::from_local(self.look.lang, text.trim());
        let arrow = if self.look.ascii { "->" } else { "→" };
        let shown = (read != text.trim()).then(|| format!("{} {arrow} {read}", text.trim()));
        (read, shown)
    }

    /// The verdict on a move, after the move as read when the letters typed were the app's
    /// language's ("Cf3 → Nf3 · legal: 1.Nf3").
    pub(in crate::tui::app) fn as_read(
        &self,
        shown: Option<&str>,
        verdict: Result<String, String>,
    ) -> Result<String, String> {
        let sep = if self.look.ascii { "|" } else { "·" };
        let with_reading = |v: String| match shown {
            Some(shown) => format!("{shown} {sep} {v}"),
            None => v,
        };
        verdict.map(with_reading).map_err(with_reading)
    }

    /// Why `san` is not a move here, in the app's language (Art. 3, 4.6: a move must be legal).
    pub(in crate::tui::app) fn move_refusal(&self, b: &BoardModel, san: &str) -> String {
        let label = format!("{}{san}", b.next_move_label());
        let side = side_arg(b.turn());
        let parsed = crate::rules::notation::normalise(san)
            .ok()
            .and_then(|n| n.parse::<SanPlus>().ok());
        match parsed {
            None => self.t("tui-move-not-san", &[("text", san.to_owned().into())]),
            Some(parsed) => {
                match crate::rules::notation::resolve(b.record.position(), parsed.san) {
                    Err(SanError::AmbiguousSan) => self.t(
                        "tui-move-ambiguous",
                        &[("label", label.into()), ("side", side.into())],
                    ),
                    Err(SanError::IllegalSan) | Ok(_) => self.t(
                        "tui-move-illegal",
                        &[("label", label.into()), ("side", side.into())],
                    ),
                }
            }
        }
    }

    /// "legal: 12...Nf6" or why not, as typed; nothing while the field is empty.
    pub(in crate::tui::app) fn move_feedback(
        &self,
        b: &BoardModel,
        text: &str,
    ) -> Option<Result<String, String>> {
        if text.is_empty() {
            return None;
        }
        let (read, shown) = self.read_move(text);
        let (san, offer) = split_offer(b, &read);
        let verdict = match b.record.parse_san(san) {
            Ok(_) => Ok(self.t(
                "tui-move-legal",
                &[
                    ("label", format!("{}{san}", b.next_move_label()).into()),
                    ("offer", if offer { "yes" } else { "no" }.into()),
                ],
            )),
            Err(_) => Err(self.move_refusal(b, san)),
        };
        Some(self.as_read(shown.as_deref(), verdict))
    }

    /// `m`: the move prompt.
    pub(in crate::tui::app) fn open_move(&mut self, b: &BoardModel) {
        let title = self.t(
            "tui-move-title",
            &[
                ("number", b.number.into()),
                ("side", side_arg(b.turn()).into()),
                ("label", b.next_move_label().into()),
            ],
        );
        let prompt = self.t("tui-move-prompt", &[]);
        self.input(InputFor::Move, title, &prompt);
    }

    pub(in crate::tui::app) fn submit_move(
        &mut self,
        b: &BoardModel,
        text: &str,
    ) -> Result<Vec<Request>, String> {
        let (read, _) = self.read_move(text);
        let (san, offer) = split_offer(b, &read);
        b.record
            .parse_san(san)
            .map_err(|_| self.move_refusal(b, san))?;
        // Stored in standard SAN, whatever the letters typed.
        let san = san.to_owned();
        // As on the board: entering the move presses the clock when the mover's clock runs —
        // unless the move ends the game (Art. 5.1.1, 5.2, 9.6): the game is over with the move,
        // the clock stops with it, and a press has nothing left to do (issue 30, D1).
        let mut after = (*b.record).clone();
        let ends = after.play_san(&san).is_ok() && after.ending().is_some();
        let press = !ends
            && b.clock
                .is_some_and(|c| c.started && !c.paused && c.running == Some(b.turn()));
        Ok(vec![self.request(b, Intent::Move { san, press, offer })])
    }
}
