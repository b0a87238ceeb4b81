"""Writes the real games of ../ in the notations of the Laws' Appendix C, as scoresheets and
e-board files write them (issue 34). Run from this folder: python3 make.py (python-chess)."""
import chess, chess.pgn

def long_form(board, move, capture_sign, hyphen):
    if board.is_castling(move):
        text = "0-0-0" if board.is_queenside_castling(move) else "0-0"
    else:
        piece = board.piece_at(move.from_square)
        letter = "" if piece.piece_type == chess.PAWN else piece.symbol().upper()
        sep = "x" if board.is_capture(move) and capture_sign else ("-" if hyphen else "")
        text = letter + chess.square_name(move.from_square) + sep + chess.square_name(move.to_square)
        if move.promotion:
            text += chess.piece_symbol(move.promotion).upper()
        if board.is_en_passant(move):
            text += "e.p."
    board.push(move)
    if board.is_checkmate():
        text += "++"
    elif board.is_check():
        text += "+"
    board.pop()
    return text

def write(source, out, capture_sign, hyphen, note):
    with open(source) as f:
        game = chess.pgn.read_game(f)
    board = game.board()
    words = []
    for move in game.mainline_moves():
        if board.turn == chess.WHITE:
            words.append(f"{board.fullmove_number}.")
        words.append(long_form(board, move, capture_sign, hyphen))
        board.push(move)
    tags = "".join(f'[{k} "{v}"]\n' for k, v in game.headers.items())
    text = " ".join(words)
    lines, line = [], ""
    for w in text.split():
        if len(line) + len(w) + 1 > 78:
            lines.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    lines.append(line + " " + game.headers["Result"])
    with open(out, "w") as f:
        f.write(tags + "\n" + "\n".join(lines) + "\n")

write("../fischer-petrosian-1971-g3.pgn", "fischer-petrosian-long-hyphen.pgn", True, True,
      "Fischer-Petrosian 1971 g3 (../), long form with x and hyphens (Appendix C)")
write("../karpov-kasparov-1991.pgn", "karpov-kasparov-long-no-x.pgn", False, False,
      "Karpov-Kasparov 1991 (../), long form without x or hyphens (Appendix C)")
write("../spassky-fischer-1972-g17.pgn", "spassky-fischer-long-x.pgn", True, False,
      "Spassky-Fischer 1972 g17 (../), long form with x (Appendix C)")
