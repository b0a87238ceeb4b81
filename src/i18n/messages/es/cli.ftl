# es: cli messages.
cli-cannot-read = { $file }: no se puede leer
cli-no-games = { $file }: el archivo no contiene partidas
cli-game-out-of-range = { $file }: la partida { $game } no existe: el archivo tiene { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
cli-file-game = { $file }: partida { $game }

# Los sucesos, el historial y el estado de un tablero. $by, $side: white | black.
claim-kind-repetition = triple repetición (Art. 9.2)
claim-kind-fifty = regla de los 50 movimientos (Art. 9.3)
claim-kind-cannot-win = el adversario no puede ganar por medios normales (III.5)
claim-kind-no-effort = el adversario no hace ningún esfuerzo para ganar por medios normales (III.5)
claim-kind-cannot-win-referred = el adversario no puede ganar por medios normales (III.6.1.1)
claim-kind-no-effort-referred = el adversario no hace ningún esfuerzo para ganar por medios normales (III.6.1.2)
claim-kind-extra-increment = incremento adicional de 5 s (III.4)
referral-cannot-win = III.6.1.1: el adversario no puede ganar por medios normales
referral-no-effort = III.6.1.2: el adversario no hace ningún esfuerzo para ganar por medios normales
event-verification = { $by ->
    [white] las blancas
   *[black] las negras
} { $agree ->
    [yes] aceptaron
   *[no] impugnaron
} la reclamación #{ $seq }
event-move = se jugó { $san }
event-offer-answered = { $by ->
    [white] las blancas
   *[black] las negras
} { $accepted ->
    [yes] aceptaron
   *[no] rechazaron
} la oferta de tablas
event-decision = se resolvió la reclamación { $by ->
    [white] de las blancas
   *[black] de las negras
} ({ $ruling ->
    [upheld] aceptada
    [rejected] rechazada
   *[postponed] aplazada
})
event-decision-at = se resolvió la reclamación #{ $seq } ({ $ruling ->
    [upheld] aceptada
    [rejected] rechazada
   *[postponed] aplazada
})
event-decision-result = {" "}— resultado { $result }
event-illegal = { $by ->
    [white] las blancas
   *[black] las negras
} realizaron una jugada ilegal
event-takeback = se anuló el suceso #{ $seq }
unit-minutes = { $n } min
unit-seconds = { $n } s
penalty-warning = amonestación { $side ->
    [white] a las blancas
   *[black] a las negras
}
award = { $amount } (Art. { $article })
award-per-move = +{ $time } por jugada { $side ->
    [white] a las blancas
   *[black] a las negras
}
penalty-time-to = +{ $time } { $side ->
    [white] a las blancas
   *[black] a las negras
}
penalty-time-from = −{ $time } { $side ->
    [white] a las blancas
   *[black] a las negras
}
penalty-other = { $side ->
    [white] las blancas
   *[black] las negras
}: { $note }
history-clock-adjust = reloj { $side ->
    [white] de las blancas
   *[black] de las negras
} ajustado en { $seconds } s
history-clock-set = relojes puestos a { $white } – { $black }
history-clock-increment = incremento adicional de { $seconds } s por jugada para ambos desde ahora
history-flag = ha caído la bandera { $side ->
    [white] de las blancas
   *[black] de las negras
}
history-clock = { $action ->
    [pause] reloj detenido
    [resume] reloj reanudado
    [start] reloj en marcha
   *[press] reloj pulsado
}
draw-rule-consent = Tablas por acuerdo solo con el consentimiento del árbitro (Art. 9.1.1)
draw-rule-from-move = Sin tablas por acuerdo antes de la jugada { $move } sin el consentimiento del árbitro (Art. 9.1.1)
draw-rule-consent-short = tablas con permiso (9.1.1)
draw-rule-from-move-short = tablas desde la jugada { $move } (9.1.1)
round-warn-no-player = tablero { $board }: falta el jugador de { $side ->
    [white] blancas
   *[black] negras
}
round-warn-no-control = tablero { $board }: sin ritmo de juego (Art. 6.1)
round-warn-unconfirmed = tablero { $board }: { $side ->
    [white] el jugador de blancas
   *[black] el jugador de negras
} no está en la lista de jugadores (emparejamiento sin confirmar)
round-warn-no-result = tablero { $board }: aún sin resultado
round-warn-pending = tablero { $board }: la reclamación #{ $seq } espera la decisión del árbitro
round-warn-referred = tablero { $board }: la reclamación #{ $seq } remitida al árbitro designado (III.6), sin resolver
round-warn-flag = tablero { $board }: cayó la bandera de { $side ->
    [white] las blancas
   *[black] las negras
}, sin juzgar (Art. 6.9)
round-start-checked = ronda { $round }: { $count ->
    [0] nada que revisar antes del inicio
    [one] 1 cosa que revisar antes del inicio
   *[other] { $count } cosas que revisar antes del inicio
}
round-close-checked = ronda { $round }: { $count ->
    [0] lista para cerrar, nada pendiente
    [one] 1 cosa pendiente antes de cerrar
   *[other] { $count } cosas pendientes antes de cerrar
}
rounds-warnings = { $count ->
    [one] 1 por revisar
   *[other] { $count } por revisar
}
history-offer = { $by ->
    [white] las blancas
   *[black] las negras
} ofrecieron tablas (=)
history-offer-consent = { $by ->
    [white] las blancas
   *[black] las negras
} ofrecieron tablas (=) con el consentimiento del árbitro (Art. 9.1.1)
history-claim = { $by ->
    [white] las blancas
   *[black] las negras
} reclamaron: { $claim }{ $referred ->
    [yes] {" "}sin árbitro presente: remitida al árbitro designado
   *[no] {""}
}
history-ruling = reclamación #{ $seq } { $by ->
    [white] de las blancas
   *[black] de las negras
} { $ruling ->
    [upheld] aceptada
    [rejected] rechazada
   *[postponed] aplazada
}
history-penalty = sanción { $side ->
    [white] a las blancas
   *[black] a las negras
} ({ $penalty }): { $reason }
history-illegal-irregularities = {" "}({ $kinds }{ $count ->
    [one] {""}
   *[other] : una sola jugada ilegal, Manual del Árbitro p. 28
})
irregularity-not-legal = una jugada no legal en la posición (7.5.1)
irregularity-promotion = un peón no sustituido al coronar (7.5.2)
irregularity-no-move = el reloj pulsado sin jugada (7.5.3)
irregularity-two-hands = dos manos para una jugada (7.5.4)
history-illegal = jugada ilegal { $by ->
    [white] de las blancas
   *[black] de las negras
} (n.º { $count })
history-result = resultado { $result }: { $reason }
history-result-under-kind = { $result }: { $reason }
history-note = nota: { $text }
history-repaired = reemparejado antes de empezar, por { $file }: era { $was }, ahora { $now }
history-takeback = corrección: #{ $seq } anulado ({ $what })
status-over-article = { $score } ({ $reason }, Art. { $article })
status-over = { $score } ({ $reason })
status-referred = reclamación { $by ->
    [white] de las blancas
   *[black] de las negras
} remitida al árbitro designado (III.6.2): resultado pendiente
status-offer = tablas ofrecidas por { $by ->
    [white] las blancas
   *[black] las negras
}
status-claim = { $by ->
    [white] las blancas
   *[black] las negras
} reclaman: { $claim }
status-playing = en juego
history-claim-written = {" "}con la jugada anotada { $written }
history-claim-valid = { $valid ->
    [yes] ; motor de reglas: correcta
   *[no] ; motor de reglas: incorrecta
}
cli-recorded = tablero { $board } #{ $seq } por { $who }: { $what }
cli-move-ended = tablero { $board }: la partida termina con esta jugada: { $status }
cli-recorded-unconfirmed = tablero { $board }: registrado como #{ $seq }, pero no se pudo escribir la confirmación ({ $error }): no lo repita, o repítalo con --expect-seq { $expect } (se rechaza si #{ $seq } ya está)
cli-clock-running = {" "}({ $side ->
    [white] corre el reloj de las blancas
   *[black] corre el reloj de las negras
})
cli-board-row = { $number }  { $white } – { $black }  { $plies } medios movimientos{ $clocks }  { $status }
cli-show-head = tablero { $board }: { $white } – { $black } (último #{ $last }) { $status }
cli-problem = problema: { $problem }
cli-log-origin = {" "}desde { $origin }
cli-log-line = tablero { $board } #{ $seq }  { $who }{ $origin }: { $what }
cli-log-rule-change = torneo  { $who }{ $origin }: { $what }
cli-report-format = formato de informe desconocido '{ $format }' (md o html)

# Rechazos de una orden (no se anota nada). $by, $to_move: white | black.
refuse-referred-ended = la partida terminó con la reclamación #{ $seq } { $by ->
    [white] de las blancas
   *[black] de las negras
} (III.6): el resultado lo fija la decisión del árbitro designado
refuse-game-over = la partida ha terminado: { $status } — anule primero el resultado
refuse-illegal = { $error } (posición { $fen })
refuse-no-control = este tablero no tiene ritmo de juego (indíquelo con --control)
refuse-offer-too-early = no se pueden ofrecer tablas antes de que ambos jugadores hayan realizado una jugada (Art. 5.2.3)
refuse-offer-pending = { $by ->
    [white] las blancas ya tienen
   *[black] las negras ya tienen
} una oferta de tablas pendiente (#{ $seq })
refuse-offer-consent-rule = en este torneo las ofertas de tablas necesitan el consentimiento del árbitro (Art. 9.1.1)
refuse-offer-consent = { refuse-offer-consent-rule }; repita con --consent
refuse-offer-before-move-rule = en este torneo no se pueden ofrecer tablas antes de la jugada { $move } (Art. 9.1.1); { $by ->
    [white] las blancas han
   *[black] las negras han
} realizado { $made }
refuse-offer-before-move = { refuse-offer-before-move-rule } — repita con --consent
refuse-no-offer = no hay ninguna oferta de tablas pendiente
refuse-touched = { $by ->
    [white] las blancas tocaron
   *[black] las negras tocaron
} una pieza con intención de moverla y perdieron el derecho a reclamar en esta jugada (Art. 9.4)
refuse-claim-not-on-move = solo el jugador en juego ({ $to_move ->
    [white] las blancas
   *[black] las negras
}) puede reclamar según el Art. 9.2/9.3
refuse-claim-write-move = la posición del tablero no es tablas, pero una jugada de las { $side ->
    [white] blancas
   *[black] negras
} podría serlo: la reclamación sobre la posición tras una jugada exige anotar esa jugada en la planilla (Art. 9.2.1, 9.3.1). No es una reclamación incorrecta ni lleva sanción: pida al jugador que anote la jugada y reclame de nuevo (--move SAN; Manual del Árbitro 2025, p. 32)
refuse-not-a-claim = #{ $seq } no es una reclamación de este tablero
refuse-no-claim-waiting = no hay ninguna reclamación pendiente de decisión
refuse-claim-decided = la reclamación #{ $seq } ya está resuelta
refuse-penalty-reason = una sanción necesita un motivo
refuse-penalty-time = una sanción de tiempo debe ser positiva, no { $ms } ms
refuse-result-recorded = el resultado { $score } ya está anotado (#{ $seq }) — anúlelo primero
refuse-laws-ended = la partida ha terminado según las Leyes: { $score } ({ $reason }, Art. { $article }) — { $result } no puede sustituirlo
refuse-result-referred = la reclamación #{ $seq } { $by ->
    [white] de las blancas
   *[black] de las negras
} está remitida al árbitro designado: el resultado llega con su decisión (III.6.2)
refuse-result-postponed = la reclamación III.5 #{ $seq } { $by ->
    [white] de las blancas
   *[black] de las negras
} fue aplazada: resuélvala primero — aceptada (tablas) o rechazada con el resultado (III.5.2)
refuse-result-reason = un resultado necesita un motivo (--reason)
refuse-empty-note = una nota vacía
refuse-nothing-to-take-back = no hay nada que anular
refuse-no-event = no existe el suceso #{ $seq } (el último es el #{ $last })
refuse-taken-back = #{ $seq } ya está anulado
refuse-not-last-move = #{ $seq } no es la última jugada; anule primero las jugadas posteriores
refuse-claim-decided-take-back = la reclamación #{ $seq } ya se resolvió (#{ $decision }); anule primero la decisión
cli-claims-none = ninguna reclamación espera decisión
cli-claims-row = tablero { $board } #{ $seq }: { $white } ({ $white_material }) – { $black } ({ $black_material }): { $by ->
    [white] las blancas reclaman
   *[black] las negras reclaman
} { $grounds } — { $status ->
    [referred] remitida (III.6)
    [postponed] aplazada (III.5.2)
   *[waiting] pendiente (III.5)
}
cli-claims-position = posición: { $fen }
cli-claims-clocks = relojes en la reclamación: blancas { $white } – negras { $black }
cli-claims-scoresheet = planilla: { $plies } medios movimientos en la reclamación, { $since } después
cli-claims-analysis = análisis: { $analysis }
cli-claims-agreed = de acuerdo
cli-claims-disputed = en desacuerdo
cli-claims-disputed-because = en desacuerdo: { $comment }
cli-claims-opponent = adversario: { $verification }
cli-created = creado { $file }: { $event } (Leyes { $laws }{ $control ->
    [none] {""}
   *[other] , ritmo { $control }
}{ $guidelines ->
    [yes] , Directrices III anunciadas
   *[no] {""}
})
cli-time-control = ritmo de juego: { $meaning }
cli-board-added = tablero { $board }: { $white } – { $black }{ $control ->
    [none] {""}
   *[other] {" "}({ $control }: { $meaning })
}
cli-board-number-zero = los números de tablero empiezan en 1
cli-backed-up = copia de seguridad de { $file } en { $out }
cli-warning = aviso: { $warning }
cli-stdout-error = no se puede escribir en la salida estándar: { $error }

# Modo jugador (Directrices III.6). Las respuestas (c, v, s, q, w, b, 1–3, a, d, y) son teclas,
# las mismas en todos los idiomas.
player-board = Tablero { $board }: { $white } – { $black }
player-no-moves = no hay jugadas anotadas
player-moves = { $count ->
    [one] { $count } jugada anotada
   *[other] { $count } jugadas anotadas
}, la última { $last }
player-clocks = relojes: blancas { $white } – negras { $black }
player-to-move = { $side ->
    [white] juegan las blancas
   *[black] juegan las negras
}
player-game-over = partida terminada: { $status }
player-not-verified = el adversario aún no la ha verificado
player-opponent-agreed = el adversario está de acuerdo
player-opponent-disputed = el adversario la impugnó: { $comment }
player-referred = { $by ->
    [white] las blancas reclamaron
   *[black] las negras reclamaron
} tablas ({ $grounds }), reclamación #{ $seq }: remitida al árbitro designado; { $verification }
player-menu-c = c  reclamar tablas: el adversario no puede ganar / no hace ningún esfuerzo para ganar (III.6)
player-menu-v = v  verificar la reclamación del adversario
player-menu-s = s  mostrar el tablero
player-menu-q = q  salir
player-only-these = { $answer }: aquí solo c, v, s o q (esta sesión actúa solo sobre el tablero { $board })
player-refused = rechazado: { $error }
player-ask-side = ¿Juega con blancas (w) o con negras (b)?{" "}
player-no-answer = sin respuesta
player-answer-side = { $answer }: responda w o b
player-answer-ground = { $answer }: responda 1, 2 o 3
player-answer-agree = { $answer }: responda a o d
player-ask-ground = Motivo: 1 = el adversario no puede ganar por medios normales (III.6.1.1), 2 = no hace ningún esfuerzo para ganar por medios normales (III.6.1.2), 3 = ambos:{" "}
player-ask-fen = La posición final tal como la anotó (FEN; Intro = la del tablero: { $fen }):{" "}
player-ask-scoresheet = Su planilla, las jugadas desde el inicio en SAN (Intro = las anotadas aquí):{" "}
player-ask-clocks = Ambos relojes ahora, BLANCAS NEGRAS (p. ej. 1:45 4:10; Intro = el reloj de este tablero):{" "}
player-ask-confirm = ¿Anotar la reclamación? Termina la partida; el árbitro designado decide después (y/n):{" "}
player-nothing-recorded = no se anotó nada
player-no-claim = no hay ninguna reclamación en el tablero { $board } que verificar
player-final-position = posición final: { $fen }
player-scoresheet = planilla: { $moves }
player-ask-agree = ¿Está de acuerdo (a) con la posición y la planilla, o las impugna (d)?{" "}
player-ask-comment = Comentario (Intro si no hay):{" "}
player-board-needs-round = el modo jugador necesita la ronda: --board R.{ $number } (ronda R, tablero { $number }), p. ej. --board 1.{ $number } — un { $number } solo seguiría a la ronda en curso hasta otra partida

# Rechazos de solicitudes y reclamaciones de las Directrices III (III.2, III.4, III.5, III.6).
refuse-iii52-limit = III.5.2 permite como máximo 2 minutos para el adversario, no { $seconds } s
refuse-iii6-result = una reclamación III.6 rechazada necesita el resultado que fija el árbitro designado (III.6.2), p. ej. --result { $result }
refuse-own-claim = { $side ->
    [white] las blancas hicieron
   *[black] las negras hicieron
} la reclamación; la verifica el adversario (III.6.1)
refuse-verified-already = { $side ->
    [white] las blancas ya verificaron
   *[black] las negras ya verificaron
} la reclamación (n.º { $seq })
refuse-iii-not-on-move = solo el jugador al que le toca jugar ({ $side ->
    [white] las blancas
   *[black] las negras
}) puede solicitarlo (III.4, III.5, III.6)
refuse-iii-not-announced = las Directrices III no se anunciaron para este torneo (III.2.1)
refuse-iii-blitz = las Directrices III no se aplican a las partidas relámpago (III.2.2)
refuse-iii-not-last-period = { $side ->
    [white] las blancas están
   *[black] las negras están
} en la jugada { $move }, en el periodo { $period } de { $periods } de { $control }: los procedimientos de final a ritmo rápido solo se refieren al último periodo, en el que deben completarse todas las jugadas restantes ({ $article })
refuse-iii-flag-fallen = ha caído la bandera de { $side ->
    [white] las blancas
   *[black] las negras
}: es demasiado tarde para solicitarlo (III.4, III.5, III.6)
refuse-iii-time-left = { $side ->
    [white] a las blancas les quedan
   *[black] a las negras les quedan
} { $left }, que no es menos de dos minutos (III.4, III.5)
refuse-held-piece = { $hold } — la reclamación n.º { $seq } fue incorrecta y su jugada anotada ilegal, así que la jugada debe hacerse con esa pieza{ $pieces ->
    [one] {""}
   *[other] {" "}(con cualquiera de ellas)
}, no { $move }
refuse-no-extra-increment = la solicitud de incremento adicional (III.4) no figura en las Leyes de { $year }: aparece por primera vez en 2014 (Apéndice G.4); un jugador con menos de dos minutos puede reclamar tablas según el Art. 10.2
refuse-scoresheet-start = la planilla debe comenzar con las { $count } jugadas registradas en este tablero
refuse-scoresheet-move = planilla, jugada { $label }: { $error }
refuse-final-position = la posición final: { $error }
refuse-final-position-differs = la posición final anotada ({ $written }) no es la que alcanza la planilla ({ $sheet })

# rules dead (Art. 5.2.2).
dead-no-input = rules dead: indique una FEN o --batch FICHERO
dead-bad-colour = rules dead: --colour debe ser white o black, no { $colour }
dead-verdict = posición muerta (Art. 5.2.2): { $answer ->
    [yes] sí
    [no] no
   *[other] indeterminado
}
dead-can-mate = { $side ->
    [white] Las blancas pueden
   *[black] Las negras pueden
} dar mate: { $answer ->
    [yes] sí
    [no] no
   *[other] indeterminado
}

# Una opción y su valor tal como se escribieron (las opciones quedan en inglés, como las escribe clap).
cli-flag-value = { $flag } { $value }
# arbiter rules clock: errores del guion y el reloj tal como se lee.
cli-clock-expected-line = { $text }: se esperaba SEGUNDOS ACCIÓN [ARGUMENTOS]
cli-clock-time = tiempo { $time }
cli-clock-negative = tiempo { $time }: los segundos desde el inicio no pueden ser negativos
cli-clock-no-args = { $action }: no admite argumentos, se recibió { $got }
cli-clock-add-amount = add: cantidad { $amount }
cli-clock-add-usage = add: se esperaba `add white|black SEGUNDOS`
cli-clock-set-usage = set: se esperaba `set SEGUNDOS_BLANCAS SEGUNDOS_NEGRAS [JUGADAS_BLANCAS JUGADAS_NEGRAS]`
cli-clock-set-moves = set: { $text } no es un número de jugadas
cli-clock-set-side = set: { $side ->
    [white] blancas
   *[black] negras
} { $time }
cli-clock-increment = incremento { $amount }
cli-clock-increment-usage = increment: se esperaba `increment SEGUNDOS`
cli-clock-flag-usage = flag: se esperaba `flag white|black`
cli-clock-unknown-action = acción desconocida { $action } (start, press, pause, resume, add, set, increment, flag, show)
cli-clock-not-side = { $text } no es un bando (white o black)
cli-clock-flag-at = , la bandera cayó a los { $at } s
cli-clock-flag-unknown = , la bandera cayó (momento desconocido)
cli-clock-side = { $side ->
    [white] blancas
   *[black] negras
} { $time } ({ $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}, período { $period }{ $flag })
cli-clock-frozen = congelado
cli-clock-paused = en pausa
cli-calc-running = { $side ->
    [white] corre el reloj de las blancas
   *[black] corre el reloj de las negras
}
cli-clock-not-started = sin poner en marcha
cli-clock-line = a los { $at } s: { $white } | { $black } | { $state }
cli-clock-first-flag = {" "}| primera bandera: { $side ->
    [white] blancas
    [black] negras
   *[other] desconocida
} ({ $last ->
    [yes] en el último período
   *[no] no en el último período
})
cli-flag-error = { $flag }: { $error }
cli-bad-edition = { $text }: debe ser 2023, 2018, 2014 o 2009
cli-bad-side = { $text }: white (blancas) o black (negras)
cli-illegal-finding = Art. { $article }: { $reason } → regístrelo: arbiter result { $board } { $result } --reason "{ $reason }"
cli-penalty-needs-seconds = { $what } necesita SEGUNDOS
cli-clock-bad-action = clock: { $text } no es start, press, pause, resume, add BANDO SEGUNDOS, set BLANCAS NEGRAS, flag BANDO ni increment SEGUNDOS
# arbiter import / export.
cli-cannot-read-file = no se puede leer { $file }
cli-cannot-write-file = no se puede escribir { $file }
cli-pairings-summary = { $file }: { $boards ->
    [one] { $boards } tablero
   *[other] { $boards } tableros
}, { $byes ->
    [one] { $byes } bye
   *[other] { $byes } byes
}{ $event }
cli-pairings-bye = { $round }.bye { $player } ({ $kind })
cli-no-moves = sin jugadas
cli-no-move = ninguna jugada
cli-move-at-line = { $san } (línea { $line })
cli-game-dry-run = { $file }: { $plies ->
    [one] { $plies } media jugada, legal
   *[other] { $plies } medias jugadas, todas legales
}; última { $last }; reloj en { $clocks }; resultado { $result }
cli-laws-end-it = las Leyes la terminan: { $reason } (Art. { $article })
cli-import-conflicts = { $conflicts ->
    [one] { $conflicts } conflicto
   *[other] { $conflicts } conflictos
}: no se importó nada (se habrían creado { $created } tableros; { $unchanged } ya estaban)
cli-import-summary = { $created ->
    [one] { $created } tablero creado
   *[other] { $created } tableros creados
}, { $unchanged } ya estaban, { $conflicts ->
    [one] { $conflicts } conflicto
   *[other] { $conflicts } conflictos
}
cli-import-bye = bye: { $player } (ronda { $round })
cli-import-differs = tablero { $board }: el tablero tiene { $label } ({ $have }) donde { $file } tiene { $theirs }; no se importó nada
cli-game-result = { $file }: el resultado de la partida: { $error }
cli-imported-from = importado de { $file }
cli-game-imported = tablero { $board }: { $added ->
    [one] { $added } jugada importada
   *[other] { $added } jugadas importadas
}, { $have } ya estaban
cli-nothing-to-export = no hay tableros que exportar{ $selection }
cli-trf-needs-round = --trf necesita --round R (la columna de esa ronda)
cli-no-player-named = { $file }: ningún jugador se llama '{ $who }' (tablero { $board })
cli-selection-round-board = {" "}(ronda { $round }, tablero { $board })
cli-selection-round = {" "}(ronda { $round })
cli-selection-board = {" "}(tablero { $board })
# Reclamaciones remitidas (III.6), caída de bandera (Art. 6.9).
cli-clock-two-times = --clock necesita dos tiempos: BLANCAS NEGRAS
cli-no-referred-claims = no hay reclamaciones remitidas
cli-no-referred-claims-on = no hay reclamaciones remitidas en el tablero { $board }
cli-wrote = escrito { $file }
cli-claim-file-at = { $file }: partida { $game }: { $what }
cli-claim-no-tag = falta la etiqueta { $tag }: no es una reclamación remitida
cli-claim-bad-grounds = { $tag } { $value }: no es ni III.6.1.1 ni III.6.1.2
cli-claim-tag-error = { $tag } { $value }
cli-claim-clock-numbers = { $tag } { $value }: se esperaban dos números
cli-claim-clock-range = { $tag } { $value }: se esperaban dos tiempos en ms, cada uno de 0 a { $max } (1.000 horas)
cli-claim-bad-verification = { $tag } { $value }: debe ser agreed (conforme) o disputed (impugnada)
cli-claim-origin = reclamación importada de { $file } (torneo { $event }, tablero { $board }, hecha { $at } por { $by })
cli-claim-refused = { $file }: reclamación { $claim }: { $reason }
cli-claim-imported = tablero { $board }: { $white } – { $black }: reclamación de las { $by ->
    [white] blancas
   *[black] negras
} ({ $grounds }) importada, a la espera de decisión
cli-flag-game-over = tablero { $board }: la partida ha terminado: { $status }
cli-flag-none = tablero { $board }: no ha caído ninguna bandera en el reloj de este tablero (regístrela con `arbiter clock { $board } flag BANDO`)
cli-flag-finding = tablero { $board }: { $reason } (Art. { $article }){ $result }
cli-flag-nothing = nada que registrar: la partida continúa
cli-import-conflict = conflicto: { $conflict }
# Comentarios PGN de una oferta de tablas (Art. 9.1.2).
cli-pgn-offer-before-moving = (=) { $by ->
    [white] las blancas ofrecen
   *[black] las negras ofrecen
} tablas antes de mover (Art. 9.1.2.2)
cli-pgn-offer = (=) { $by ->
    [white] las blancas ofrecen
   *[black] las negras ofrecen
} tablas
cli-not-exported = tablero { $board }: no exportado — { $error }
result-why-resigned = { $side ->
    [white] las blancas abandonan
   *[black] las negras abandonan
}
result-why-agreed = tablas por acuerdo
result-why-agreed-consent = tablas por acuerdo con el consentimiento del árbitro (Art. 9.1.1)
result-why-both-lose = ambos pierden
result-why-forfeit = { $absent ->
    [white] las blancas no jugaron: incomparecencia
    [black] las negras no jugaron: incomparecencia
   *[none] ninguno jugó: doble incomparecencia
}
result-why-set-by-arbiter = fijado por el árbitro
result-why-declared-lost = partida declarada perdida (sanción)
penalty-measure = { $measure ->
    [opponent_points] puntos del adversario elevados al máximo
    [offender_points] puntos del infractor reducidos
    [game_lost] partida declarada perdida
    [fine] multa anunciada de antemano
    [exclusion] exclusión de una o más rondas
   *[expulsion] expulsión de la competición
}

# The words `arbiter result --reason` reads as a resignation or a draw by agreement (lower case,
# separated by commas; the words of every language are read whatever the language shown).
cli-reason-resigned = abandono, abandona, abandonó, rinde, se rinde
cli-reason-agreed = acuerdo, por acuerdo, tablas por acuerdo, tablas acordadas
cli-trf-total-unknown = no se conoce el número de rondas del torneo, así que el fichero no lleva registro XXR: el programa de emparejamientos lo necesita para emparejar la siguiente ronda (cree el torneo con `init --rounds N`, o importe el TRF del programa de emparejamientos, que lo lleva)
cli-board-chess960 = Chess960 (Directrices II), posición inicial { $number }: { $fen }
cli-chess960-number = --chess960: un número de posición inicial de 0 a { $max }
cli-chess960-number-and-fen = --chess960 N y --fen dan ambos una posición inicial: indique una
cli-chess960-needs-start = --chess960 necesita una posición inicial: un número (0–959) o --fen
cli-import-other-start = { $file } no empieza donde empieza el tablero { $board }: la partida del archivo es { $theirs } desde su FEN, el tablero { $ours } desde su propia posición inicial

# The words clap puts before a command line it cannot read (the rest of its message is clap's).
cli-clap-error = error:
cli-clap-tip = sugerencia:
cli-clap-usage = Uso:
# El fallo del árbitro designado vuelve al archivo del evento de la reclamación (III.6.2, issue 33).
# $ruling: upheld | rejected; $fact: by | grounds | fen | clock | scoresheet | verification.
cli-ruling-not-imported = el tablero { $board } no tiene ninguna reclamación importada con clave de fallo: exporte de nuevo la reclamación desde el archivo de su evento (`arbiter claims export`) e impórtela aquí
cli-ruling-not-decided = tablero { $board }: la reclamación aún no tiene fallo (`arbiter claims rule { $board } draw|reject --reason …`)
cli-ruling-refused = { $file }: { $why }; no se ha registrado nada
cli-ruling-malformed = no es un archivo de fallo de arbiter ({ $error })
cli-ruling-other-event = el fallo es del evento "{ $theirs }", este archivo es el evento "{ $ours }"
cli-ruling-no-key = el sello del fallo no se puede comprobar sin la clave del evento de este archivo ({ $why })
cli-ruling-changed = el archivo se modificó después de firmarse, o se firmó para otro archivo de evento (su sello no coincide)
cli-ruling-no-claim = este archivo no tiene ninguna reclamación n.º { $seq } remitida a un árbitro designado en el tablero { $board }
cli-ruling-other-claim = el fallo no es sobre la reclamación n.º { $seq } del tablero { $board } tal como la registra este archivo (la reclamación cambió después de exportarse: expórtela de nuevo)
cli-ruling-facts-differ = el árbitro designado falló sobre { $fact ->
    [by] otro reclamante
    [grounds] otros motivos
    [fen] otra posición final
    [clock] otros relojes
    [verification] otra verificación
   *[scoresheet] otra planilla
} que la reclamación de este archivo (el archivo de la reclamación se modificó por el camino)
cli-ruling-decided = la reclamación n.º { $seq } del tablero { $board } ya está decidida (n.º { $decision })
cli-ruling-already = tablero { $board }: este fallo ya está registrado (n.º { $seq }); no ha cambiado nada
cli-ruling-recorded = tablero { $board }: registrado el fallo del árbitro designado: reclamación { $ruling ->
    [upheld] aceptada
   *[rejected] rechazada
}, resultado { $result } (falló { $by })
history-ruling-imported = fallo del árbitro designado { $by } ({ $at }; evento "{ $event }", tablero { $board }), de { $file }
# Los hechos declarados de una reclamación III.6 junto a los del archivo del evento (issue 33, punto 4). $side: white | black.
history-declared-move = en la jugada { $move } (juegan { $side ->
    [white] las blancas
   *[black] las negras
})
history-declared-differs = declarado { $clocks } { $at }; el archivo del evento tiene { $file_clocks } { $file_at }: no coinciden
history-declared-same = declarado { $clocks } { $at }, como en el archivo del evento
