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
