//! Hand-made views (no store, no clock): for the snapshot tests and the render benchmark.
//! They exercise every status and alert the hall can show.

use shakmaty::{Board, Color, Square};

use crate::tui::view::{
    Alert, AppView, BoardRow, BoardView, HallView, IncidentRow, IncidentsView, LastMove, Look,
    MoveCell, Screen, SideView, Status,
};

/// Last moves of the sample rows, in standard SAN (the hall writes them in the arbiter's
/// language).
const SANS: [&str; 6] = ["Nf3", "Qxe7+", "O-O", "Bb5", "e8=Q", "Rd1"];

const NAMES: [&str; 24] = [
    "Carlsen, Magnus",
    "Nepomniachtchi, Ian",
    "Caruana, Fabiano",
    "Ding, Liren",
    "Firouzja, Alireza",
    "Nakamura, Hikaru",
    "So, Wesley",
    "Giri, Anish",
    "Rapport, Richard",
    "Duda, Jan-Krzysztof",
    "Aronian, Levon",
    "Vachier-Lagrave, Maxime",
    "Ju, Wenjun",
    "Hou, Yifan",
    "Goryachkina, Aleksandra",
    "Muzychuk, Anna",
    "Lagno, Kateryna",
    "Koneru, Humpy",
    "Kosteniuk, Alexandra",
    "Tan, Zhongyi",
    "Dzagnidze, Nana",
    "Harika, Dronavalli",
    "Stefanova, Antoaneta",
    "Zhu, Jiner",
];

fn side(i: usize, clock: &str, running: bool) -> SideView {
    SideView {
        name: NAMES[i % NAMES.len()].to_owned(),
        clock: clock.to_owned(),
        running,
        ..SideView::default()
    }
}

/// Row `n` (1-based) of a synthetic hall; the first twelve show one state each, then it repeats.
pub fn row(n: u32) -> BoardRow {
    let i = (n as usize - 1) * 2;
    let mut row = BoardRow {
        number: n,
        white: side(i, "1:12:31", false),
        black: side(i + 1, "1:05:09", true),
        to_move: Some(Color::Black),
        move_no: 20 + n % 17,
        period: 1,
        // White has just moved (Black is to move): the last move is White's of this number.
        last_move: Some(LastMove {
            number: 20 + n % 17,
            by: Color::White,
            san: SANS[(n as usize - 1) % SANS.len()].to_owned(),
        }),
        status: Status::Running,
        alerts: Vec::new(),
    };
    match (n - 1) % 12 {
        0 => {}
        1 => {
            row.alerts.push(Alert::GameEnd {
                what: "fivefold".into(),
                article: "9.6.1".into(),
                score: crate::rules::GameScore::DRAW,
            });
            row.status = Status::Paused;
            row.black.running = false;
        }
        2 => {
            row.status = Status::FlagFallen(Color::White);
            row.white.clock = "0:00:00.0".into();
            row.white.flagged = true;
            row.black.running = false;
            row.to_move = Some(Color::White);
            row.last_move = Some(LastMove {
                number: 22,
                by: Color::Black,
                san: "Rd8".into(),
            });
            row.alerts.push(Alert::Flag {
                side: Color::White,
                note: "White's flag has fallen; Black can still checkmate (e.g. Qh1#): White loses"
                    .into(),
                verdict: "0-1".into(),
                article: "6.9".into(),
            });
        }
        3 => row.alerts.push(Alert::ClaimWaiting { by: Color::Black }),
        4 => row.alerts.push(Alert::DrawOffer { by: Color::White }),
        5 => {
            row.status = Status::Finished {
                result: "1-0".into(),
                reason: "resignation".into(),
            };
            row.to_move = None;
            row.black.running = false;
        }
        6 => {
            row.status = Status::Finished {
                result: "1/2-1/2".into(),
                reason: "agreement".into(),
            };
            row.to_move = None;
            row.black.running = false;
        }
        7 => {
            row.status = Status::NotStarted;
            row.white.clock = "1:30:00".into();
            row.black.clock = "1:30:00".into();
            row.black.running = false;
            row.to_move = Some(Color::White);
            row.move_no = 1;
            row.last_move = None;
        }
        8 => {
            row.black.clock = "0:00:19.9".into();
            row.move_no = 39;
        }
        9 => {
            row.period = 2;
            row.move_no = 44;
            row.last_move = Some(LastMove {
                number: 44,
                by: Color::White,
                san: "Rxd8+".into(),
            });
            row.black.illegal = 1;
            row.alerts.push(Alert::Illegal { white: 0, black: 1 });
        }
        10 => row.alerts.push(Alert::DecisionDue {
            what: "Art. 6.9 check".into(),
        }),
        _ => {
            row.alerts.push(Alert::GameEnd {
                what: "dead position".into(),
                article: "5.2.2".into(),
                score: crate::rules::GameScore::DRAW,
            });
            row.alerts.push(Alert::DrawOffer { by: Color::Black });
        }
    }
    row
}

/// Incidents of a synthetic event, newest first.
pub fn incidents() -> Vec<IncidentRow> {
    let r = |time: &str, board, kind: &str, text: &str| IncidentRow {
        time: time.into(),
        board,
        kind: kind.into(),
        text: text.into(),
        actor: "Chief Arbiter".into(),
    };
    vec![
        r(
            "16:02:11",
            2,
            "decision",
            "Fivefold repetition (Art. 9.6.1): game drawn",
        ),
        r(
            "15:58:40",
            4,
            "claim",
            "Black claims threefold with 31...Rd5 (Art. 9.2.1): waiting",
        ),
        r(
            "15:41:03",
            10,
            "illegal",
            "Black: second illegal move? No, first (Art. 7.5.5): +2 min White",
        ),
        r(
            "15:20:17",
            4,
            "penalty",
            "Incorrect claim by White (Art. 9.5.3): +2 min to Black",
        ),
        r("14:55:00", 6, "result", "1-0 White wins by resignation"),
        r(
            "14:31:12",
            7,
            "offer",
            "White offers a draw (Art. 9.1.2); Black declines",
        ),
        r(
            "14:02:09",
            1,
            "note",
            "Spectator phone rang near board 1; removed",
        ),
    ]
}

/// A hall of `n` boards, `selected` highlighted.
pub fn hall(n: u32, look: Look) -> AppView {
    let rows: Vec<BoardRow> = (1..=n).map(row).collect();
    let attention = rows.iter().filter(|r| r.needs_attention()).count();
    AppView {
        look,
        screen: Screen::Hall,
        title: "Demo Open 2026, round 5".into(),
        actor: "Chief Arbiter".into(),
        hall: HallView {
            total: rows.len(),
            listed: rows.len(),
            rows,
            selected: 1,
            first: 0,
            sort: crate::tui::lang::tr(look.lang, "tui-sort-board", &[]),
            filter: None,
            jump: None,
            loading: 0,
            attention,
            ..HallView::default()
        },
        board: None,
        incidents: IncidentsView {
            rows: incidents(),
            ..IncidentsView::default()
        },
        sheet: None,
        overlay: None,
        status: None,
        refused: Vec::new(),
    }
}

/// The board screen for board 10 of [`hall`] (second period, an illegal move recorded).
pub fn board(look: Look) -> AppView {
    let mut view = hall(12, look);
    let sans = [
        "e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6", "Be3", "e5", "Nb3",
        "Be6", "f3", "Be7", "Qd2", "O-O", "O-O-O", "Nbd7", "g4", "b5", "g5", "b4", "Ne2", "Ne8",
        "f4", "a5",
    ];
    let moves = sans
        .iter()
        .enumerate()
        .map(|(i, san)| MoveCell {
            san: (*san).to_owned(),
            offer: i == 20,
            clock: Some(format!("1:{:02}:{:02}", 29 - i, (i * 7) % 60)),
        })
        .collect();
    let mut position = Board::default();
    position.discard_piece_at(Square::E2);
    position.set_piece_at(
        Square::E4,
        shakmaty::Piece {
            color: Color::White,
            role: shakmaty::Role::Pawn,
        },
    );
    view.screen = Screen::Board;
    view.hall.selected = 9;
    view.board = Some(BoardView {
        row: row(10),
        position,
        flipped: false,
        last_move: Some((Square::E2, Square::E4)),
        moves,
        black_starts: false,
        first_move_no: 1,
        incidents: incidents()
            .into_iter()
            .filter(|i| i.board == 10 || i.board == 4)
            .collect(),
        ledger: None,
        time_control: "40/5400+30:1800+30".into(),
    });
    view
}
