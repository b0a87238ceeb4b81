# es: report messages.
report-title = { $event } — informe del árbitro principal
report-title-round = { $event } — ronda { $round }: informe del árbitro principal
report-chief = Árbitro principal: { $name }
report-generated = Generado: { $at }
report-none = No se registró ninguna incidencia.
report-col-time = Hora
report-col-round = Rd.
report-col-board = Tablero
report-col-players = Jugadores
report-col-move = Jugada
report-col-clocks = Relojes después (B / N)
report-col-category = Categoría
report-col-article = Artículo
report-col-decision = Decisión
report-col-penalty = Sanción
report-col-arbiter = Árbitro
report-before-move-1 = antes de la jugada 1
report-article = Art. { $article }
report-totals = Totales por categoría
report-incidents = Incidencias
report-all = Total
report-category = { $category ->
    [claim] Reclamación
    [illegal_move] Jugada ilegal
    [clock_correction] Corrección del reloj
    [flag] Caída de bandera
    [penalty] Sanción
    [decision] Decisión
    [feed] Transmisión en directo
   *[note] Nota
}
pgn-note = Árbitro ({ $category }): { $what }
pgn-note-article = Árbitro ({ $category }, Art. { $article }): { $what }
pgn-note-time = { $note }. Tiempo: { $awards }.{ $clocks }
pgn-note-clocks = { " " }Relojes ahora: blancas { $white }, negras { $black }.
pgn-why = { $reason }.
pgn-why-article = { $reason } (Art. { $article }).
pgn-forfeit = La partida no se jugó: incomparecencia { $score } (Art. 6.7).
pgn-unplayed = Se jugó menos de una jugada por bando: puntuada { $score }, no valorada para Elo.
pgn-other-score = Resultado { $score } (Art. 10.2, 12.9).
pgn-armageddon = Armagedón: las tablas cuentan como victoria de las negras ({ $score }).
pgn-void-moves = { $count ->
    [one] El medio movimiento jugado después no cuenta.
   *[other] Los { $count } medios movimientos jugados después no cuentan.
}
pgn-result-replaced = Se sustituye el resultado anotado { $score }.
pgn-written-move-played = Árbitro (Art. 9.5.3): se jugó la jugada anotada con la reclamación incorrecta
report-arbiters = { $count ->
    [1] Árbitro que actuó
   *[other] Árbitros que actuaron
}: { $names }

# La revisión de la ronda y el registro de reclamaciones posibles en el informe (issue 35).
report-checklist-title = Revisión de la ronda { $round } ({ $state })
report-col-checklist = revisión
report-col-check = a revisar
report-checklist-start = inicio
report-checklist-close = cierre
report-checklist-none = Nada que revisar.
report-ledger-title = Reclamaciones posibles y posiciones repetidas (AM 2025 p.32: repetir la reclamación con ambos jugadores)
report-col-ledger = reclamación que habría sido correcta, o posición repetida
report-ledger-none = Ninguna reclamación 9.2 o 9.3 habría sido correcta y ninguna posición se repitió.
