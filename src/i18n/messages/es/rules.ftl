# es: lo que determina el motor de reglas (finales por las Leyes, diferencias del Art. 9.2.3,
# análisis de una partida). Los números de artículo no se traducen.

end-rule = { $rule ->
    [checkmate] jaque mate
    [stalemate] ahogado
    [fivefold] quíntuple repetición
    [seventy_five_moves] regla de los 75 movimientos
   *[dead_position] posición muerta
}
end-checkmate = { $winner ->
    [white] las blancas dan jaque mate
   *[black] las negras dan jaque mate
}
end-stalemate = { $to_move ->
    [white] las blancas, en juego, no tienen ninguna jugada legal y su rey no está en jaque
   *[black] las negras, en juego, no tienen ninguna jugada legal y su rey no está en jaque
}
end-fivefold = la misma posición ha aparecido { $count } veces (tras { $list })
end-seventy-five = se han completado { $moves } movimientos de cada jugador sin movimientos de peón ni capturas
end-dead = posición muerta: ningún jugador puede dar jaque mate con ninguna serie de jugadas legales ({ $proof })

diff-side-to-move = { $then ->
    [white] entonces jugaban las blancas, no las negras
   *[black] entonces jugaban las negras, no las blancas
} (Art. 9.2.3)
diff-castling = { $colour ->
    [white] las blancas
   *[black] las negras
} { $had ->
    [yes] todavía tenían
   *[no] no tenían
} el derecho a enrocar { $side ->
    [kingside] en el flanco de rey
   *[queenside] en el flanco de dama
} (Art. 9.2.3.2)
diff-ep-then = { $colour ->
    [white] las blancas
   *[black] las negras
} podían capturar al paso en { $square } (Art. 9.2.3.1)
diff-ep-now = { $colour ->
    [white] las blancas
   *[black] las negras
} ahora pueden capturar al paso en { $square } (Art. 9.2.3.1)

analyze-game = Partida { $number }: { $white } – { $black }, resultado { $result }, { $plies } medios movimientos
analyze-ended = terminada por las Leyes: { $rule } tras { $move } (medio movimiento { $ply }), { $result } (Art. { $article }): { $reason }
analyze-void = { $count ->
    [one] 1 medio movimiento anotado después es nulo
   *[other] { $count } medios movimientos anotados después son nulos
}
analyze-no-result = nota: la partida no indica resultado; según las Leyes es { $result } ({ $rule } tras { $move }, Art. { $article })
analyze-contradicts = nota: el resultado anotado { $recorded } contradice las Leyes: { $rule } tras { $move } (Art. { $article }) lo hace { $result }
analyze-not-ended = terminada por las Leyes: no (el resultado se debe a un acuerdo, un abandono, el tiempo o una reclamación)
analyze-threefold = primera triple repetición: tras { $move } (medio movimiento { $ply }), posición en los medios movimientos { $plies }: el jugador en juego podía reclamar (Art. 9.2.2)
analyze-threefold-none = primera triple repetición: ninguna
analyze-fifty = regla de los 50 movimientos reclamable: tras { $move } (medio movimiento { $ply }) (Art. 9.3.2)
analyze-fifty-never = regla de los 50 movimientos reclamable: nunca
analyze-repetitions-none = repeticiones: ninguna
analyze-repetitions = repeticiones:
analyze-repetition = medio movimiento { $ply }: { $occurrence }.ª vez (medios movimientos { $plies })

# Lo que se sigue de una bandera o de jugadas ilegales (Art. 6.9, 7.5.5, Directrices III.3.1, III.5.2),
# y los hechos de una reclamación por «medios normales» (III.5, III.6).
finding-line-whole = p. ej. { $line }
finding-line-end = un mate en { $plies } medias jugadas, que termina … { $line }
finding-cannot-mate = { $what }, pero { $opponent } no pueden dar mate mediante ninguna serie de jugadas legales ({ $reason }): tablas
finding-can-mate = { $what }; { $opponent } aún pueden dar mate ({ $line }): pierden { $loser ->
    [white] las blancas
   *[black] las negras
}
finding-mate-undecided = { $what }; el análisis no pudo determinar si { $opponent ->
    [white] las blancas
   *[black] las negras
} pueden dar mate: examine la posición antes de declarar perdedoras a { $loser ->
    [white] las blancas
   *[black] las negras
}
finding-mate-not-decided = { $what }; el programa no decidió si { $opponent ->
    [white] las blancas
   *[black] las negras
} pueden dar mate: el resultado es decisión del árbitro
finding-flags-unknown-last = han caído ambas banderas y no puede establecerse cuál cayó primero, en el último periodo: tablas
finding-flags-unknown = han caído ambas banderas y no puede establecerse cuál cayó primero, antes del último periodo: la partida continúa
finding-flag-postponed = ha caído la bandera de { $loser ->
    [white] las blancas
   *[black] las negras
}, y la reclamación III.5 n.º { $seq } de { $by ->
    [white] las blancas
   *[black] las negras
} está aplazada: decida ahora sobre la reclamación (III.5.2)
finding-flag-fallen = ha caído la bandera de { $loser ->
    [white] las blancas
   *[black] las negras
}
finding-illegal-moves = { $by } han completado { $count } jugadas ilegales
facts-cannot-mate = { $opponent } no pueden dar mate: { $reason }
facts-could-mate = { $opponent } aún podrían dar mate mediante alguna serie de jugadas legales (p. ej. { $line }); si es por medios normales lo juzga el árbitro
facts-mate-undecided = el análisis de mate no terminó dentro de su límite

# Textos propios del pliegue (event::fold). $by (selector): white, black.
fold-problem-start = posición inicial: { $error }
fold-problem-clock = #{ $seq }: reloj: { $error }
fold-problem-move = #{ $seq }: { $error }
fold-problem-no-clock = #{ $seq }: acción de reloj en un tablero sin control de tiempo
fold-problem-verification = #{ $seq }: verificación de #{ $of_seq }, que no es una reclamación
fold-problem-decision = #{ $seq }: decisión sobre #{ $of_seq }, que no es una reclamación
fold-claim-upheld = reclamación aceptada: { $claim }
fold-claim-rejected = reclamación de { $by ->
    [white] las blancas
   *[black] las negras
} rechazada: { $why }
fold-written-unplayable = la jugada anotada { $san } no puede realizarse ({ $error }): { $then }
fold-written-other-move = debe realizarse otra jugada con esa pieza (Art. 9.5.3)
fold-event-seq = evento #{ $seq }
fold-voided = { $what }, registrado por { $who } a las { $at }
refuse-clock = reloj: { $error }
refuse-clock-beyond-control = el reloj de { $side ->
    [white] las blancas
   *[black] las negras
} no puede marcar { $shown }: el control { $control }, con lo añadido en este tablero, da como máximo { $bound } hasta la jugada { $move }
board-number-out-of-range = el número de tablero { $number } está fuera de rango: los tableros van del 1 al { $max }
round-out-of-range = la ronda { $round } está fuera de rango: las rondas van de la 1 a la { $max }

# Un control de tiempo en palabras (Art. 6.1, 6.2; categorías según los Apéndices A y B).
control-seconds = { $n } s
control-minutes = { $n } min
control-hours = { $h } h
control-hours-minutes = { $h } h { $mm } min
control-black-base = { $time } (negras { $black })
control-moves-in = { $n } jugadas en { $time }
control-increment = { $base } +{ $increment } por jugada desde la jugada { $from }
control-delay = { $base } con { $delay } de retardo por jugada
control-then = { $list }, después { $next }
control-meaning = { $control } ({ $category ->
    [standard] ajedrez estándar
    [rapid] ajedrez rápido
   *[blitz] ajedrez relámpago
})
control-unit-warning = { $text } se lee como { $meaning }: los números sin unidad son segundos (PGN); escriba las unidades si quería minutos, p. ej. { $minutes }m+{ $increment }s
side-unknown = { $text } no es un bando (white o black)

# Errores del motor de reglas (Art. 3, 4). $side (selector): white, black.
rules-not-legal = { $text } no es una jugada legal de { $side ->
    [white] las blancas
   *[black] las negras
} aquí
rules-ambiguous = { $text } es ambigua: coincide más de una jugada de { $side ->
    [white] las blancas
   *[black] las negras
}
rules-bad-san = { $label }: no es una jugada en SAN: { $text }
rules-illegal = { $label }: ilegal: { $reason }
rules-ply-out-of-range = el medio movimiento { $ply } no existe: la partida tiene { $plies } medios movimientos
rules-game-already-over = la partida ya había terminado tras { $after } por { $rule } (Art. { $article }): no se puede reclamar tablas después del final de la partida (Art. 5.1.1, 9.6)
rules-pgn-game = partida { $game }, { $detail }
rules-pgn-syntax = PGN: { $detail }
rules-pgn-move = jugada { $error }
rules-pgn-fen-tag = etiqueta FEN: { $error }
rules-pgn-variant = la variante { $variant } no está admitida: este árbitro juzga el ajedrez estándar y el Chess960 (Directrices II)
rules-fen-counter = { $name ->
    [halfmoves] el contador de medias jugadas
   *[fullmoves] el número de jugada
} { $shown } supera { $max }, lo máximo que puede alcanzar una partida

## A refused command (issue 31): the event layer gives the facts, these words say them.
refuse-on-board = tablero { $board }: { $reason }
refuse-claim-without-words = diga de qué trata la reclamación
refuse-opponent-time-not-postponed = el tiempo para el adversario solo acompaña a una reclamación III.5 aplazada (III.5.2); un rechazo da los 2 minutos por sí mismo
refuse-result-without-rejection = un resultado solo acompaña a un rechazo (una reclamación aceptada es tablas)
refuse-result-plain-rejection = un resultado solo acompaña al rechazo de una reclamación remitida (III.6) o aplazada (III.5.2); registre el resultado aparte
refuse-postpone-not-iii5 = solo una reclamación III.5 puede aplazarse (III.5.2)
refuse-supervised = este torneo tiene árbitro presente: reclame al árbitro (III.5); III.6 es para partidas sin árbitro presente
refuse-no-ground = indique el motivo: no puede ganar (III.6.1.1) y/o no intenta ganar (III.6.1.2)
refuse-no-effort-sheet = una reclamación por falta de intento de ganar necesita la planilla al día (III.6.1.2)
refuse-no-clocks = indique los dos relojes tal como están (al reclamante le deben quedar menos de dos minutos, III.6)
refuse-no-referred-claim = no hay ninguna reclamación remitida que verificar
refuse-no-dispute = diga qué se discute (--comment): la posición, la planilla, los relojes
refuse-takeback-ends-action = una anulación cierra una acción: registre aparte lo que la sigue
refuse-iii-increment = las Directrices III solo se aplican a partidas sin incremento (III.2.2)
refuse-iii-increment-since = la partida tiene incremento desde que se aplicó III.4
clock-error-out-of-order = { $action } a los { $at } ms: antes del evento de reloj anterior, a los { $last } ms
clock-error-not-started = { $action }: el reloj no se ha puesto en marcha
clock-error-already-started = start: el reloj ya está en marcha
clock-error-paused = { $action }: el reloj está parado
clock-error-not-paused = resume: el reloj no está parado
clock-error-frozen = press: el reloj está bloqueado, cayó la bandera de { $side ->
    [white] las blancas
   *[black] las negras
} en el último periodo
clock-error-negative-time = { $action }: el tiempo de { $side ->
    [white] las blancas
   *[black] las negras
} quedaría negativo ({ $ms } ms)
clock-error-move-counters = set: contadores de jugadas blancas { $white }, negras { $black }: las blancas deben haber completado tantas jugadas como las negras, o una más
clock-error-negative-increment = increment: { $ms } ms es negativo
clock-error-overflow = { $action }: tiempo fuera de rango
