//! Boards and rounds: adding boards (alone, or a round from the pairing program with its
//! first events, checked), reading them, the current round and the rounds' dates.

use super::*;
use crate::rules::Variant;

impl Store {
    /// Add a board (to the current round when it names none). Refuses a number already in use
    /// in its round. Returns the board as added, with its round.
    pub fn add_board(&self, setup: &BoardSetup) -> Result<BoardSetup> {
        let tx = self.begin_tables()?;
        let setup = self.insert_board(&tx, setup.clone())?;
        self.commit_tables(tx, &[seal::Table::Boards])?;
        Ok(setup)
    }

    /// Add boards, each with the commands of its first events, in one transaction: all of them
    /// or, on any refusal (a number in use, a command the rules refuse, a full disk), none. A
    /// board numbered 0 gets the next free number of its round (the current round when it names
    /// none). Imports use it, so that a file is never half imported.
    pub fn add_boards(
        &self,
        boards: Vec<(BoardSetup, Vec<Command>)>,
    ) -> Result<Vec<(BoardSetup, Vec<Event>)>> {
        self.import_round(&[], &[], &[], boards, None)
    }

    /// A round from the pairing program, in one transaction: its players (added or completed),
    /// its byes (`(round, player's name, kind)`; a player named must be known), the boards
    /// re-paired before they started (`replace`: new players on an existing board, with the
    /// commands recorded on its log — the re-pairing's note, checked like any), and the new
    /// boards with their first events: each board's commands are checked ([`check_all`]) on the
    /// board as inserted, all at one time, and exactly the events checked are appended. All of
    /// it, or nothing; a refusal is [`StoreError::Refused`], naming the board's place in `boards`.
    pub fn import_round(
        &self,
        players: &[Player],
        byes: &[(u32, String, crate::event::pairing_file::ByeKind)],
        replace: &[(BoardSetup, Vec<Command>)],
        boards: Vec<(BoardSetup, Vec<Command>)>,
        trf: Option<&TrfExtras>,
    ) -> Result<Vec<(BoardSetup, Vec<Event>)>> {
        if let Some(trf) = trf {
            for (round, _) in &trf.dates {
                self.check_round(*round)?;
            }
        }
        let tx = self.begin_tables()?;
        let mut cursor = self.chain_cursor(&tx)?;
        if let Some(trf) = trf {
            // A round's date set before (by hand or by an earlier TRF) is kept.
            for (round, date) in &trf.dates {
                tx.execute(
                    "INSERT OR IGNORE INTO rounds (round, date, time) VALUES (?1, ?2, NULL)",
                    params![round, date.format("%Y-%m-%d").to_string()],
                )
                .map_err(|e| self.err(e))?;
            }
            self.write_trf_records(&tx, &trf.kept)?;
        }
        for p in players {
            self.upsert_player(&tx, p)?;
        }
        for (round, name, kind) in byes {
            tx.execute(
                "INSERT OR REPLACE INTO byes (round, player, kind, created_at_ms, created_by)
                 VALUES (?1, (SELECT MIN(id) FROM players WHERE name = ?2), ?3, ?4, ?5)",
                params![round, name, bye_letter(*kind), now_ms(), self.actor.account],
            )
            .map_err(|e| self.err(e))?;
        }
        let settings = self.settings()?;
        let at_ms = now_ms();
        for (item, (setup, commands)) in replace.iter().enumerate() {
            tx.execute(
                "UPDATE boards SET white = ?2, black = ?3,
                    white_player = (SELECT MIN(id) FROM players WHERE name = ?2),
                    black_player = (SELECT MIN(id) FROM players WHERE name = ?3)
                 WHERE id = ?1",
                params![setup.key(), setup.white, setup.black],
            )
            .map_err(|e| self.err(e))?;
            // The re-pairing on the board's own log (chained): checked on the board as it is.
            let board = self.board(setup.key())?;
            let before = self.fold_board(&board, &settings)?;
            let kinds = check_all(&before, &settings, commands, at_ms).map_err(|r| {
                StoreError::Refused(Refused {
                    item: boards.len() + item,
                    index: r.index,
                    error: r.error,
                })
            })?;
            for (kind, seq) in kinds.into_iter().zip(before.last_seq + 1..) {
                self.insert_event(&tx, &mut cursor, setup.key(), seq, at_ms, kind)?;
            }
        }
        let mut out = Vec::with_capacity(boards.len());
        for (item, (mut setup, commands)) in boards.into_iter().enumerate() {
            if setup.round.is_none() {
                setup.round = Some(self.current_round()?);
            }
            if setup.number == 0 {
                // The transaction is on this connection: it sees the boards added before.
                setup.number = self.next_board_number(setup.id().round)?;
            }
            let setup = self.insert_board(&tx, setup)?;
            let empty = BoardState::empty(&setup, &settings);
            let kinds = check_all(&empty, &settings, &commands, at_ms).map_err(|r| {
                StoreError::Refused(Refused {
                    item,
                    index: r.index,
                    error: r.error,
                })
            })?;
            let events = kinds
                .into_iter()
                .zip(1..)
                .map(|(kind, seq)| {
                    self.insert_event(&tx, &mut cursor, setup.key(), seq, at_ms, kind)
                })
                .collect::<Result<Vec<_>>>()?;
            out.push((setup, events));
        }
        self.commit_tables(tx, &IMPORT_TABLES)?;
        Ok(out)
    }

    pub(super) fn insert_board(
        &self,
        tx: &Transaction<'_>,
        mut setup: BoardSetup,
    ) -> Result<BoardSetup> {
        if setup.round.is_none() {
            setup.round = Some(self.current_round()?);
        }
        crate::event::check_board_number(setup.number)
            .and_then(|()| setup.round.map_or(Ok(()), crate::event::check_round))
            .map_err(RangeFact::Number)
            .and_then(|()| RangeFact::one_line(Field::White, &setup.white))
            .and_then(|()| RangeFact::one_line(Field::Black, &setup.black))
            .map_err(|detail| StoreError::OutOfRange {
                path: self.path.clone(),
                detail,
            })?;
        let exists: bool = tx
            .query_row(
                "SELECT EXISTS (SELECT 1 FROM boards WHERE id = ?1)",
                [setup.key()],
                |r| r.get(0),
            )
            .map_err(|e| self.err(e))?;
        if exists {
            return Err(StoreError::BoardExists {
                path: self.path.clone(),
                board: setup.id(),
            });
        }
        // The board refers to the players of those names, when the event knows them.
        tx.execute(
            "INSERT INTO boards (id, number, round, white, black, control, fen, created_at_ms, created_by,
                                 white_player, black_player, variant)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9,
                     (SELECT MIN(id) FROM players WHERE name = ?4),
                     (SELECT MIN(id) FROM players WHERE name = ?5), ?10)",
            params![
                setup.key(),
                setup.number,
                setup.id().round,
                setup.white,
                setup.black,
                setup.control.as_ref().map(|c| c.to_string()),
                setup.fen,
                now_ms(),
                self.actor.account,
                (!setup.variant.is_standard()).then_some(setup.variant.as_str()),
            ],
        )
        .map_err(|e| self.err(e))?;
        Ok(setup)
    }

    /// Set round `round`'s date and start time (local time of the venue).
    pub fn set_round_date(
        &self,
        round: u32,
        date: chrono::NaiveDate,
        time: Option<chrono::NaiveTime>,
    ) -> Result<()> {
        self.check_round(round)?;
        let tx = self.begin_tables()?;
        tx.execute(
            "INSERT OR REPLACE INTO rounds (round, date, time) VALUES (?1, ?2, ?3)",
            params![
                round,
                date.format("%Y-%m-%d").to_string(),
                time.map(|t| t.format("%H:%M").to_string())
            ],
        )
        .map_err(|e| self.err(e))?;
        self.commit_tables(tx, &[seal::Table::Rounds])
    }

    /// Every row of a three-column query.
    pub(super) fn rows3<A, B, C>(&self, sql: &str) -> Result<Vec<(A, B, C)>>
    where
        A: rusqlite::types::FromSql,
        B: rusqlite::types::FromSql,
        C: rusqlite::types::FromSql,
    {
        let mut stmt = self.conn.prepare_cached(sql).map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .map_err(|e| self.err(e))?;
        rows.collect::<std::result::Result<_, _>>()
            .map_err(|e| self.err(e))
    }

    /// Round `round`'s start (its date and start time, the venue's local time) in ms since the
    /// epoch; None when the round has no start time. Art. 6.7.1 counts the default time from it.
    pub fn round_start_ms(&self, round: u32) -> Result<Option<i64>> {
        use chrono::TimeZone;
        let dates = self.round_dates()?;
        Ok(dates.get(&round).and_then(|(date, time)| {
            let at = date.and_time((*time)?);
            chrono::Local
                .from_local_datetime(&at)
                .earliest()
                .map(|t| t.timestamp_millis())
        }))
    }

    /// Each round's date and start time, when set.
    pub fn round_dates(
        &self,
    ) -> Result<HashMap<u32, (chrono::NaiveDate, Option<chrono::NaiveTime>)>> {
        let rows: Vec<(u32, String, Option<String>)> =
            self.rows3("SELECT round, date, time FROM rounds")?;
        let mut out = HashMap::new();
        for (round, date, time) in rows {
            let date = chrono::NaiveDate::parse_from_str(&date, "%Y-%m-%d").map_err(|_| {
                self.corrupt(super::RowFact::RoundDate {
                    round,
                    value: date.clone(),
                })
            })?;
            let time = time
                .map(|t| {
                    chrono::NaiveTime::parse_from_str(&t, "%H:%M").map_err(|_| {
                        self.corrupt(super::RowFact::RoundTime {
                            round,
                            value: t.clone(),
                        })
                    })
                })
                .transpose()?;
            out.insert(round, (date, time));
        }
        Ok(out)
    }

    /// The next free board number of `round` (1 for an empty round): one above the highest,
    /// computed without overflow, refused above [`crate::event::MAX_BOARD_NUMBER`].
    /// Extra boards ([`crate::event::round::EXTRA_FROM`] and above) are not counted.
    pub fn next_board_number(&self, round: u32) -> Result<u32> {
        self.next_number_in(round, 1, crate::event::round::EXTRA_FROM - 1)
    }

    /// The next free number of `round` outside the round numbering (issue 17): one above the
    /// highest extra board, [`crate::event::round::EXTRA_FROM`] for the first.
    pub fn next_extra_board_number(&self, round: u32) -> Result<u32> {
        self.next_number_in(
            round,
            crate::event::round::EXTRA_FROM,
            crate::event::MAX_BOARD_NUMBER,
        )
    }

    /// One above the highest board number of `round` in `from..=max` (`from` when none).
    pub(super) fn next_number_in(&self, round: u32, from: u32, max: u32) -> Result<u32> {
        let highest: i64 = self
            .conn
            .query_row(
                "SELECT COALESCE(MAX(number), ?2 - 1) FROM boards
                 WHERE round = ?1 AND number BETWEEN ?2 AND ?3",
                params![round, from, max],
                |r| r.get(0),
            )
            .map_err(|e| self.err(e))?;
        match u32::try_from(highest.saturating_add(1)) {
            Ok(n) if n <= max => Ok(n),
            _ => Err(StoreError::OutOfRange {
                path: self.path.clone(),
                detail: RangeFact::NoFreeBoard { highest, max },
            }),
        }
    }

    /// All boards, by round and number.
    pub fn boards(&self) -> Result<Vec<BoardSetup>> {
        self.boards_where("", params![])
    }

    /// The boards of one round, by number.
    pub fn boards_of_round(&self, round: u32) -> Result<Vec<BoardSetup>> {
        self.boards_where("WHERE round = ?1", params![round])
    }

    /// The boards that `filter` (an SQL `WHERE …` over the boards table) selects, by round and
    /// number.
    pub(super) fn boards_where(
        &self,
        filter: &str,
        args: &[&dyn rusqlite::ToSql],
    ) -> Result<Vec<BoardSetup>> {
        let sql = format!(
            "SELECT number, round, white, black, control, fen, variant FROM boards {filter}
             ORDER BY round, number"
        );
        let mut stmt = self.conn.prepare_cached(&sql).map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map(args, |r| {
                Ok((
                    r.get::<_, u32>(0)?,
                    r.get::<_, Option<u32>>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, Option<String>>(4)?,
                    r.get::<_, Option<String>>(5)?,
                    r.get::<_, Option<String>>(6)?,
                ))
            })
            .map_err(|e| self.err(e))?;
        let mut out = Vec::new();
        for row in rows {
            let (number, round, white, black, control, fen, variant) =
                row.map_err(|e| self.err(e))?;
            let variant = match variant.as_deref() {
                None => Variant::Standard,
                Some(name) => Variant::from_name(name).ok_or_else(|| StoreError::Corrupt {
                    path: self.path.clone(),
                    detail: Detail::Damage(DamageFact::Variant {
                        board: number,
                        variant: name.to_owned(),
                    }),
                })?,
            };
            out.push(BoardSetup {
                number,
                round,
                white,
                black,
                control: self.parse_control(control.as_deref())?,
                fen,
                variant,
            });
        }
        Ok(out)
    }

    /// One board by its key ([`BoardSetup::key`]), or [`StoreError::NoBoard`] (one indexed
    /// row, not the whole table).
    pub fn board(&self, key: u32) -> Result<BoardSetup> {
        self.boards_where("WHERE id = ?1", params![key])?
            .into_iter()
            .next()
            .ok_or_else(|| StoreError::NoBoard {
                path: self.path.clone(),
                board: BoardId::from_key(key),
            })
    }

    /// The board a person or script named (`N` of the current round, or `R.N`), or
    /// [`StoreError::NoBoard`] naming `R.N`.
    pub fn resolve(&self, board: BoardRef) -> Result<BoardSetup> {
        let id = board.resolve(self.current_round()?);
        self.board(id.key())
    }

    /// The event's current round: the one a bare board number `N` and the app's hall mean.
    pub fn current_round(&self) -> Result<u32> {
        self.conn
            .prepare_cached("SELECT current_round FROM settings WHERE id = 1")
            .and_then(|mut st| st.query_row([], |r| r.get(0)))
            .map_err(|e| self.err(e))
    }

    /// A round number in range, or [`StoreError::OutOfRange`] saying the range.
    pub(super) fn check_round(&self, round: u32) -> Result<()> {
        crate::event::check_round(round).map_err(|e| StoreError::OutOfRange {
            path: self.path.clone(),
            detail: RangeFact::Number(e),
        })
    }

    /// Make `round` the current round.
    pub fn set_current_round(&self, round: u32) -> Result<()> {
        self.check_round(round)?;
        let tx = self.begin_tables()?;
        tx.execute(
            "UPDATE settings SET current_round = ?1 WHERE id = 1",
            [round],
        )
        .map_err(|e| self.err(e))?;
        self.commit_tables(tx, &[seal::Table::Settings])
    }

    /// The highest round that has a board (0 when there is none).
    pub fn last_round_with_boards(&self) -> Result<u32> {
        self.conn
            .query_row("SELECT COALESCE(MAX(round), 0) FROM boards", [], |r| {
                r.get(0)
            })
            .map_err(|e| self.err(e))
    }
}
