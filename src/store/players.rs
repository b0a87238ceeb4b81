//! Players and byes: the event's players, the byes of each round, and the TRF records
//! kept from the pairing program.

use super::*;

/// What a TRF brings besides its pairings (record 132's round dates, and the records the event
/// does not model), written in the same transaction as the round it comes with.
#[derive(Debug, Default)]
pub struct TrfExtras {
    pub dates: Vec<(u32, chrono::NaiveDate)>,
    pub kept: Vec<crate::event::pairing_file::KeptRecord>,
}

impl Store {
    /// The players of the event, by starting rank (players without one last, by name).
    pub fn players(&self) -> Result<Vec<Player>> {
        self.players_where("", params![])
    }

    pub(super) fn players_where(
        &self,
        filter: &str,
        args: &[&dyn rusqlite::ToSql],
    ) -> Result<Vec<Player>> {
        let sql = format!(
            "SELECT id, name, fide_id, rating, title, federation, start_rank FROM players {filter}
             ORDER BY start_rank IS NULL, start_rank, name"
        );
        let mut stmt = self.conn.prepare_cached(&sql).map_err(|e| self.err(e))?;
        let rows = stmt.query_map(args, player_row).map_err(|e| self.err(e))?;
        rows.collect::<std::result::Result<_, _>>()
            .map_err(|e| self.err(e))
    }

    /// Add players, or complete the ones the event knows already (the same FIDE id, else the
    /// same name): what they lacked is filled in, nothing they had is changed. All or none.
    pub fn add_players(&self, players: &[Player]) -> Result<Vec<Player>> {
        let tx = self.begin_tables()?;
        let out = players
            .iter()
            .map(|p| self.upsert_player(&tx, p))
            .collect::<Result<Vec<_>>>()?;
        self.commit_tables(tx, &[seal::Table::Players])?;
        Ok(out)
    }

    /// Keep the records of the TRF just imported that the event does not model (issue 17,
    /// TRF26): they replace those of the TRF imported before, in the import's transaction.
    pub(super) fn write_trf_records(
        &self,
        tx: &rusqlite::Transaction<'_>,
        records: &[crate::event::pairing_file::KeptRecord],
    ) -> Result<()> {
        tx.execute("DELETE FROM trf_records", [])
            .map_err(|e| self.err(e))?;
        for (pos, k) in (1i64..).zip(records) {
            tx.execute(
                "INSERT INTO trf_records (pos, part, line) VALUES (?1, ?2, ?3)",
                params![pos, k.part.code(), k.line],
            )
            .map_err(|e| self.err(e))?;
        }
        Ok(())
    }

    /// The kept records of the last TRF imported, in the file's order.
    pub fn trf_records(&self) -> Result<Vec<crate::event::pairing_file::KeptRecord>> {
        let mut st = self
            .conn
            .prepare_cached("SELECT part, line FROM trf_records ORDER BY pos")
            .map_err(|e| self.err(e))?;
        let rows = st
            .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))
            .map_err(|e| self.err(e))?;
        let mut out = Vec::new();
        for row in rows {
            let (part, line) = row.map_err(|e| self.err(e))?;
            // The schema admits only the two parts; anything else is not written back.
            if let Some(part) = crate::event::pairing_file::TrfPart::from_code(&part) {
                out.push(crate::event::pairing_file::KeptRecord { part, line });
            }
        }
        Ok(out)
    }

    /// The byes of the event: (round, player id, kind), by round.
    pub fn byes(&self) -> Result<Vec<(u32, u32, crate::event::pairing_file::ByeKind)>> {
        let rows: Vec<(u32, u32, String)> =
            self.rows3("SELECT round, player, kind FROM byes ORDER BY round, player")?;
        let mut out = Vec::new();
        for (round, player, kind) in rows {
            let kind = bye_kind(&kind).ok_or_else(|| {
                self.corrupt(super::RowFact::ByeKind {
                    round,
                    value: kind.clone(),
                })
            })?;
            out.push((round, player, kind));
        }
        Ok(out)
    }

    /// The event's player list as the round checklist confirms pairings against it (issue 35);
    /// `None` when the event keeps no list.
    pub fn player_list(&self) -> Result<Option<crate::event::checklist::PlayerList>> {
        let players = self.players()?;
        let linked = self
            .players_by_board()?
            .into_iter()
            .map(|(key, sides)| (key, [sides[0].is_some(), sides[1].is_some()]))
            .collect();
        Ok(crate::event::checklist::PlayerList::new(
            players.iter().map(|p| p.name.as_str()),
            linked,
        ))
    }

    /// Each board's players (by board key), as far as the event knows them.
    pub fn players_by_board(&self) -> Result<HashMap<u32, [Option<Player>; 2]>> {
        let by_id: HashMap<u32, Player> = self.players()?.into_iter().map(|p| (p.id, p)).collect();
        let mut stmt = self
            .conn
            .prepare_cached("SELECT id, white_player, black_player FROM boards")
            .map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map([], |r| {
                Ok((
                    r.get::<_, u32>(0)?,
                    r.get::<_, Option<u32>>(1)?,
                    r.get::<_, Option<u32>>(2)?,
                ))
            })
            .map_err(|e| self.err(e))?;
        let mut out = HashMap::new();
        for row in rows {
            let (key, white, black) = row.map_err(|e| self.err(e))?;
            let get = |id: Option<u32>| id.and_then(|i| by_id.get(&i).cloned());
            out.insert(key, [get(white), get(black)]);
        }
        Ok(out)
    }

    pub(super) fn upsert_player(&self, tx: &Transaction<'_>, p: &Player) -> Result<Player> {
        use super::{Field, RangeFact};
        let optional = |field: Field, v: &Option<String>| {
            v.as_deref()
                .map_or(Ok(()), |v| RangeFact::one_line(field, v))
        };
        RangeFact::one_line(Field::Player, &p.name)
            .and_then(|()| optional(Field::Title, &p.title))
            .and_then(|()| optional(Field::Federation, &p.federation))
            .and_then(|()| {
                if p.name.trim().is_empty() {
                    Err(RangeFact::NoName)
                } else {
                    Ok(())
                }
            })
            .map_err(|detail| StoreError::OutOfRange {
                path: self.path.clone(),
                detail,
            })?;
        let found: Option<u32> = tx
            .query_row(
                "SELECT id FROM players WHERE (?1 IS NOT NULL AND fide_id = ?1)
                   OR ((?1 IS NULL OR fide_id IS NULL) AND name = ?2)
                 ORDER BY fide_id IS NULL LIMIT 1",
                params![fide_sql(p.fide_id), p.name],
                |r| r.get(0),
            )
            .map(Some)
            .or_else(|e| match e {
                rusqlite::Error::QueryReturnedNoRows => Ok(None),
                e => Err(e),
            })
            .map_err(|e| self.err(e))?;
        let id = match found {
            Some(id) => {
                tx.execute(
                    "UPDATE players SET fide_id = COALESCE(fide_id, ?2),
                        rating = COALESCE(rating, ?3), title = COALESCE(title, ?4),
                        federation = COALESCE(federation, ?5),
                        start_rank = COALESCE(start_rank, ?6)
                     WHERE id = ?1",
                    params![
                        id,
                        fide_sql(p.fide_id),
                        p.rating,
                        p.title,
                        p.federation,
                        p.start_rank
                    ],
                )
                .map_err(|e| self.player_error(p, e))?;
                id
            }
            None => {
                tx.execute(
                    "INSERT INTO players (name, fide_id, rating, title, federation, start_rank,
                                          created_at_ms, created_by)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                    params![
                        p.name,
                        fide_sql(p.fide_id),
                        p.rating,
                        p.title,
                        p.federation,
                        p.start_rank,
                        now_ms(),
                        self.actor.account
                    ],
                )
                .map_err(|e| self.player_error(p, e))?;
                u32::try_from(tx.last_insert_rowid())
                    .map_err(|_| self.corrupt(String::from("player ids out of range")))?
            }
        };
        let mut stored = self.players_where_in(tx, id)?;
        stored.id = id;
        Ok(stored)
    }

    pub(super) fn players_where_in(&self, tx: &Transaction<'_>, id: u32) -> Result<Player> {
        tx.query_row(
            "SELECT id, name, fide_id, rating, title, federation, start_rank FROM players WHERE id = ?1",
            [id],
            player_row,
        )
        .map_err(|e| self.err(e))
    }

    /// A player refused by the schema: a FIDE id or a starting rank another player has.
    pub(super) fn player_error(&self, p: &Player, e: rusqlite::Error) -> StoreError {
        if e.sqlite_error_code() == Some(rusqlite::ErrorCode::ConstraintViolation) {
            StoreError::OutOfRange {
                path: self.path.clone(),
                detail: super::RangeFact::PlayerTaken {
                    name: p.name.clone(),
                    detail: e.to_string(),
                },
            }
        } else {
            self.err(e)
        }
    }
}
