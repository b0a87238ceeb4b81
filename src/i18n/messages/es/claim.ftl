# arbiter — mensajes en español. Los números de artículo no se traducen.

side-white = las blancas
side-black = las negras
at-start = el inicio

claim-head = Partida { $game }: { $white } – { $black }; reclamación de { $claimant } { $at }{ $written ->
    [none] {""}
   *[other] , jugada anotada { $written }
}
claim-at-start = al inicio
claim-at-ply = tras { $label } (medio movimiento { $ply })
claim-correct-threefold = CORRECTA: triple repetición (Art. { $article }): la partida es tablas
claim-correct-fifty = CORRECTA: regla de los 50 movimientos (Art. { $article }): la partida es tablas
claim-incorrect = INCORRECTA (Art. 9.5.3): el adversario recibe tiempo adicional y la partida continúa
claim-stood-at = la posición se dio en los medios movimientos: { $plies }

claim-why-threefold = { $written ->
    [none] La misma posición se ha producido por { $count ->
        [3] tercera
        [4] cuarta
        [5] quinta
       *[other] { $count }.ª
    } vez, con { $to_move } en juego (tras { $list }); la partida es tablas.
   *[other] La jugada anotada { $written } produce la misma posición por { $count ->
        [3] tercera
        [4] cuarta
        [5] quinta
       *[other] { $count }.ª
    } vez, con { $to_move } en juego (tras { $list }); la partida es tablas.
}
claim-why-fifty = { $written ->
    [none] Se han completado los últimos { $moves } movimientos de cada jugador sin movimientos de peón ni capturas{ $since }; la partida es tablas.
   *[other] La jugada anotada { $written } completa { $moves } movimientos de cada jugador sin movimientos de peón ni capturas{ $since }; la partida es tablas.
}
claim-since = {" "}(desde { $label })
claim-why-incorrect = La posición { $written ->
    [none] { $count ->
        [1] se da por primera vez
       *[other] solo se ha dado { $count } veces (tras { $list })
    }
   *[other] { $count ->
        [1] se daría por primera vez
       *[other] solo se daría { $count } veces (tras { $list })
    }
}; tampoco hay tablas por la regla de los 50 movimientos: { $plies } medios movimientos sin movimientos de peón ni capturas (se necesitan 100).
claim-must-play = Ahora debe realizarse la jugada anotada { $written } (Art. 9.5.3).
claim-near-misses = { $count ->
    [one] Una posición anterior tenía las mismas piezas pero no los mismos derechos (enroque, captura al paso o jugador en juego): no cuenta (Art. 9.2.3).
   *[other] { $count } posiciones anteriores tenían las mismas piezas pero no los mismos derechos (enroque, captura al paso o jugador en juego): no cuentan (Art. 9.2.3).
}
claim-near-miss = { $at } las piezas estaban igual, pero { $differences }.
claim-ended-note = Nota: la partida ya había terminado { $at } ({ $rule }, Art. { $article }); las jugadas posteriores son nulas.

# Una jugada anotada ilegal (Art. 9.5.3, 4.3): la pieza que el reclamante debe mover.
hold-piece-one = { $role ->
    [pawn] el peón
    [knight] el caballo
    [bishop] el alfil
    [rook] la torre
    [queen] la dama
   *[king] el rey
} de { $square }
hold-piece-any = { $role ->
    [pawn] un peón
    [knight] un caballo
    [bishop] un alfil
    [rook] una torre
    [queen] una dama
   *[king] un rey
} ({ $squares }: la jugada anotada no dice cuál, así que sirve cualquiera)
hold-squares-or = { $list } o { $square }
hold-describe = { $side } deben mover { $piece } (la pieza de la jugada anotada { $written }, que es ilegal: Art. 9.5.3, 4.3)
hold-not-san = «{ $written }» no es una jugada en notación algebraica (SAN)
hold-no-piece-move = «{ $written }» no mueve ninguna pieza del tablero
hold-names-none = { $written } no designa { $role ->
    [pawn] ningún peón
    [knight] ningún caballo
    [bishop] ningún alfil
    [rook] ninguna torre
    [queen] ninguna dama
   *[king] ningún rey
} de { $side ->
    [white] las blancas
   *[black] las negras
}
hold-unusable = la jugada anotada: { $error }; { $why }, así que no hay pieza que { $side ->
    [white] las blancas
   *[black] las negras
} deban mover (Art. 9.5.3, 4.3): anote de nuevo la jugada que se pretende realizar
hold-on-board-error = la posición en el tablero: { $error }
hold-illegal-but-on-board = La jugada anotada { $written } es ilegal ({ $error }), pero la posición en el tablero ya cumple la condición. { $explanation }
hold-then-piece = Si la reclamación se rechaza, { $side } deben realizar una jugada legal con { $piece } (Art. 9.5.3, 4.3).
hold-then-any = La pieza de la jugada anotada no tiene ninguna jugada legal, así que { $side } pueden realizar cualquier jugada legal (Art. 4.5).
hold-illegal-incorrect = Reclamación incorrecta (Art. 9.5.3): la jugada anotada { $written } es ilegal ({ $error }). { $explanation } { $then }
