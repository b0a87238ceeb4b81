# es: rounds messages.
rounds-board-ref-syntax = tablero «{ $text }»: escriba N (tablero N de la ronda actual) o R.N (ronda R, tablero N)
rounds-board-ref-number = tablero «{ $text }»: los tableros van del 1 al { $max_board }
rounds-board-ref-round = tablero «{ $text }»: las rondas van de la 1 a la { $max_round }
rounds-state-not-paired = sin emparejar
rounds-state-paired = emparejada
rounds-state-playing = en juego
rounds-state-complete = terminada
rounds-line = ronda { $round }: { $state } ({ $boards ->
    [one] 1 tablero
   *[other] { $boards } tableros
}, { $results ->
    [one] 1 resultado
   *[other] { $results } resultados
})
rounds-line-current = ronda { $round }: { $state } ({ $boards ->
    [one] 1 tablero
   *[other] { $boards } tableros
}, { $results ->
    [one] 1 resultado
   *[other] { $results } resultados
}) — actual
rounds-set = la ronda { $round } es ahora la ronda actual
rounds-title-round = ronda { $round }
rounds-rank-zero = --rank: los números iniciales empiezan en 1
rounds-player-taken = jugador «{ $name }»: otro jugador tiene ese FIDE ID o número inicial ({ $detail })
rounds-replace-started = el tablero { $board } tiene una jugada, el reloj en marcha o un resultado: su ronda no se vuelve a emparejar; no se importó nada
rounds-result-from-file = resultado del programa de emparejamientos ({ $file })
rounds-plan-create = crear { $board }: { $white } – { $black }
rounds-plan-replace = reemplazar { $board }: { $old } → { $white } – { $black }
rounds-plan-unchanged = sin cambios { $board }
rounds-plan-refused = rechazado { $board }: { $why }
rounds-plan-refused-round = rechazado: { $why }
rounds-plan-bye = descanso ronda { $round }: { $player } ({ $kind })
rounds-bye-half = descanso de medio punto
rounds-bye-full = descanso de un punto
rounds-bye-pairing-allocated = descanso asignado por el emparejamiento
rounds-bye-zero = descanso de cero puntos
rounds-replaced = { $count ->
    [one] 1 tablero emparejado de nuevo
   *[other] { $count } tableros emparejados de nuevo
}
rounds-bad-date = fecha «{ $text }»: escriba AAAA-MM-DD
rounds-bad-time = hora «{ $text }»: escriba HH:MM
rounds-dated = ronda { $round }: { $date } { $time }
rounds-board-exact-expected = tablero { $text }: se esperaba R.N
rounds-board-not-in-round = el tablero { $board } no es de la ronda { $round }
rounds-default-time-reason = { $side ->
    [white] Las blancas no llegaron
   *[black] Las negras no llegaron
} al tablero dentro del tiempo de incomparecencia
rounds-default-time-alert = Art. 6.7.1: ha pasado el tiempo de incomparecencia y la partida no ha empezado
rounds-default-time-set = tiempo de incomparecencia (Art. 6.7.1): { $time }
rounds-bad-default-time = tiempo de incomparecencia «{ $text }»: { $error }
rounds-extra-mark = [partida extra]
rounds-extra-added = el tablero { $board } es una partida extra, fuera de la numeración de la ronda: no forma parte de su emparejamiento
rounds-extra-number-low = número de tablero { $number }: una partida extra (--extra) se numera desde { $from }
rounds-extra-number-high = número de tablero { $number }: los números desde { $from } son para partidas extra; añada --extra
rounds-key-default-time-forfeit = incomparecencia (Art. 6.7.1)
rounds-forfeit-title = Tablero { $number }: ha pasado el tiempo de incomparecencia — ¿quién no ha llegado?
rounds-forfeit-absent = { $name } ({ $side ->
    [white] blancas
   *[black] negras
}) no llegó al tablero dentro del tiempo de incomparecencia
rounds-forfeit-both = ninguno de los jugadores llegó dentro del tiempo de incomparecencia
rounds-forfeit-article = Art. 6.7.1: el jugador que llegue al tablero después del tiempo de incomparecencia pierde la partida
rounds-forfeit-confirm-title = Incomparecencia (Art. 6.7.1)
rounds-forfeit-no-alert = tablero { $number }: sin alerta de tiempo de incomparecencia (Art. 6.7.1); registre la incomparecencia desde el diálogo de resultado del tablero
rounds-extra-in-pairings = ronda { $round } tablero { $board }: los números de tablero desde { $from } son para partidas extra, fuera del emparejamiento de la ronda (board add --extra)
rounds-extra-count = { $count ->
    [one] 1 partida extra
   *[other] { $count } partidas extra
}
rounds-plan-round = ronda { $round }: { $boards } tableros ({ $results } con resultado), { $byes } descansos
rounds-plan-result-conflict = ronda { $round }: { $white } – { $black }: el torneo tiene { $held }, el fichero tiene { $incoming }
