# es: mensajes de la aplicación de terminal (src/tui). Los números de artículo no se traducen.
# $side es "white" o "black": cada mensaje elige su palabra.

## Bandos

tui-side = { $side ->
    [white] Blancas
   *[black] Negras
}
tui-side-letter = { $side ->
    [white] B
   *[black] N
}
tui-side-player = { $side ->
    [white] Blancas
   *[black] Negras
} ({ $name })
tui-art = (Art. { $article })
tui-only = solo: { $filter }

## Teclas: la barra y la ayuda

tui-key-open = abrir
tui-key-jump-to-board = ir a
tui-key-needs-attention = atención
tui-key-sort = orden
tui-key-start-round = iniciar
tui-key-pause-resume-all = pausa todo
tui-key-previous-board = tablero anterior
tui-key-close-round = cerrar ronda (revisión)
tui-key-ledger = reclamaciones posibles
tui-key-ledger-up = subir en la lista de reclamaciones
tui-key-ledger-down = bajar en la lista de reclamaciones
tui-key-previous-round = ronda anterior
tui-key-next-round = ronda siguiente
tui-key-next-board = tablero siguiente
tui-key-page-up = página arriba
tui-key-page-down = página abajo
tui-key-first-board = primer tablero
tui-key-last-board = último tablero
tui-key-erase-a-digit = borrar una cifra
tui-key-clear-jump-filter = quitar salto / filtro
tui-key-move = jugada
tui-key-press-clock = reloj
tui-key-claim = reclam.
tui-key-offer = tablas
tui-key-pause-resume = pausa
tui-key-adjust = ajuste
tui-key-illegal = ilegal
tui-key-penalty = sanción
tui-key-result = resultado
tui-key-hall = sala
tui-key-start-clock = poner en marcha el reloj
tui-key-set-clocks = fijar relojes
tui-key-note = nota
tui-key-import-ruling = importar fallo (III.6.2)
tui-key-take-back-the-last-action = deshacer la última acción
tui-key-flip-board = girar el tablero
tui-key-this-board-only-all = tablero/todos
tui-key-kind = tipo
tui-key-open-board = abrir
tui-key-newer = más reciente
tui-key-older = más antiguo
tui-key-incidents = incid.
tui-key-help = ayuda
tui-key-quit = salir
tui-key-quit-from-anywhere = salir (desde cualquier lugar)
tui-key-close = cerrar
tui-key-yes-record-it = sí, registrar
tui-key-no = no
tui-key-record = registrar
tui-key-cancel = cancelar
tui-key-erase = borrar
tui-key-type = escribir
tui-key-choose = elegir
tui-key-previous = anterior
tui-key-next = siguiente
tui-key-choose-by-number = elegir por número

tui-keyname-space = espacio
tui-keyname-enter = intro
tui-keyname-esc = esc
tui-keyname-up = arriba
tui-keyname-down = abajo
tui-keyname-pgup = repág
tui-keyname-pgdn = avpág
tui-keyname-home = inicio
tui-keyname-end = fin
tui-keyname-bksp = retroceso
tui-keyname-tab = tab
tui-keyname-ctrl = ctrl-{ $key }
tui-keyname-any = a-z…
tui-keyname-any-ascii = a-z...

tui-help-title = Teclas: { $context }
tui-context-everywhere = en todas partes
tui-context-hall = sala
tui-context-board = tablero
tui-context-incidents = incidencias
tui-context-help = ayuda
tui-context-confirm = confirmar
tui-context-typing = escritura
tui-context-choose = elegir

## La sala

tui-hall-boards = { $count ->
    [one] { $count } tablero
   *[other] { $count } tableros
}
tui-hall-attention = { $count ->
    [one] { $count } requiere atención
   *[other] { $count } requieren atención
}
tui-hall-sort = orden: { $sort }
tui-hall-range = { $from }{ $dash }{ $to } de { $total }
tui-hall-jump = tablero { $number }
tui-jump-no-board = No hay tablero { $number } en esta ronda.
tui-hall-loading = { $count } más cargando…
tui-hall-none-need-attention = Ningún tablero requiere atención. (f muestra todos)
tui-hall-empty = Este torneo aún no tiene tableros. Añádalos desde una consola, con este archivo:
    {"  "}arbiter import pairings RONDA.trf    (o .pgn, .csv del programa de emparejamientos)
    {"  "}arbiter board add --white NOMBRE --black NOMBRE
    La sala los muestra en cuanto se añaden.
tui-sort-board = tablero
tui-sort-attention = atención primero
tui-sort-clock = menos tiempo primero

tui-col-white = Blancas
tui-col-black = Negras
tui-col-white-clock = Blancas
tui-col-black-clock = Negras
tui-col-last-move = Última jug.
tui-col-last-move-short = Última
tui-col-status = Estado
tui-col-alerts = Avisos
tui-period = P{ $period }

tui-status-ready = listo
tui-status-not-started = sin empezar
tui-status-running = en juego
tui-status-paused = en pausa
tui-status-flag = BAND. { $side }

tui-alert-draw = TABLAS: { $what } ({ $article })
tui-alert-win = { $result }: { $what } ({ $article })
tui-alert-flag = { $note } (Art. { $article })
tui-alert-play-on = sigue
tui-alert-flag-judging = bandera caída: se está evaluando (Art. 6.9)…
tui-alert-claim = reclamación de { $side ->
    [white] las blancas
   *[black] las negras
} pendiente
tui-alert-claim-short = RECL { $side }
tui-alert-default-time = Art. 6.7.1: pasó el tiempo de incomparecencia, partida sin empezar
tui-alert-default-time-short = 6.7.1
tui-alert-due = decisión pendiente: { $what }
tui-alert-due-short = PEND
tui-alert-offer = (=) ofrecidas por { $side ->
    [white] las blancas
   *[black] las negras
}
tui-alert-illegal = jugadas ilegales B { $white } N { $black }
tui-alert-illegal-short = ileg { $white }/{ $black }

tui-end-checkmate = jaque mate
tui-end-stalemate = ahogado
tui-end-fivefold = quíntuple repetición
tui-end-seventy-five-moves = regla de los 75 movimientos
tui-end-dead-position = posición muerta

## El tablero

tui-board-none-open = Ningún tablero abierto
tui-board-n = Tablero { $number }
tui-board-move-period = jugada { $move } P{ $period }
tui-board-moves = Jugadas
tui-board-ledger = Reclamaciones posibles, posiciones repetidas (L: jugadas)
tui-board-no-moves = aún no hay jugadas
tui-board-incidents = Incidencias
tui-board-no-incidents = ninguna

## Incidencias

tui-incidents-title = Incidencias
tui-incidents-newest-first = las más recientes primero
tui-incidents-all = todos los tableros, todos los tipos
tui-incidents-nothing = Aún no se ha registrado nada.
tui-filter-board = tablero { $number }
tui-filter-attention = requieren atención
tui-col-time = Hora
tui-col-board = Tab
tui-col-kind = Tipo
tui-col-by = Por
tui-col-what = Qué
tui-kind-claim = reclamac.
tui-kind-decision = decisión
tui-kind-penalty = sanción
tui-kind-illegal = ilegal
tui-kind-offer = oferta
tui-kind-result = resultado
tui-kind-clock = reloj
tui-kind-flag = bandera
tui-kind-note = nota
tui-kind-takeback = deshecho

## Línea de estado

tui-cancelled = Cancelado: no se ha registrado nada.
tui-recorded = Tablero { $number }: se ha registrado { $what }.
tui-did-move = la jugada { $san }{ $offer ->
    [yes] {" "}con oferta de tablas
   *[no] {""}
}
tui-did-clock = { $action ->
    [start] el reloj en marcha
    [press] el reloj pulsado
    [pause] el reloj en pausa
    [resume] el reloj reanudado
    [adjust] el reloj ajustado
   *[set] el reloj fijado
}
tui-did-offer = la oferta de tablas
tui-did-agreed = las tablas por acuerdo
tui-did-declined = la oferta rechazada
tui-did-claim = la reclamación: los relojes se detienen hasta la decisión (Art. 9.5)
tui-did-claim-upheld = la reclamación, aceptada: tablas
tui-did-claim-rejected = la reclamación, rechazada: tiempo añadido al adversario
tui-did-illegal = la jugada ilegal
tui-did-penalty = la sanción
tui-did-result = el resultado { $score }
tui-did-note = la nota
tui-did-import-ruling = el fallo del árbitro designado
tui-did-takeback = la anulación de #{ $seq }
tui-did-guidelines-claim = la reclamación: { $what }
tui-did-ruling = la decisión: { $ruling ->
    [upheld] aceptada
    [rejected] rechazada
   *[postponed] aplazada
}{ $result ->
    [none] {""}
   *[other] , { $result }
}
tui-due-postponed = { $what } (aplazada)
tui-last-action = #{ $seq } { $what } ({ $who }, { $time })
tui-last-action-with = { $action } y lo registrado con ello (#{ $first }–{ $last })

## Ronda

tui-hall-round-checks = !{ $count }
tui-help-round-checks = en el título: N cosas de la revisión de la ronda (S, C las muestran)
tui-round-start-checks = { $count ->
    [0] Revisión de la ronda: nada que revisar antes del inicio.
    [one] Revisión de la ronda: 1 cosa que revisar antes del inicio:
   *[other] Revisión de la ronda: { $count } cosas que revisar antes del inicio:
}
tui-round-close-title = Cerrar la ronda
tui-round-close = { $count ->
    [0] Revisión de la ronda: nada pendiente. ¿Cerrar la ronda y mostrar la siguiente?
    [one] Revisión de la ronda: 1 cosa pendiente. ¿Cerrar la ronda de todos modos y mostrar la siguiente?
   *[other] Revisión de la ronda: { $count } cosas pendientes. ¿Cerrar la ronda de todos modos y mostrar la siguiente?
}
tui-round-check-more = … y { $count } más (arbiter round)
tui-round-closed = { $count ->
    [0] Ronda cerrada, nada pendiente.
    [one] Ronda cerrada con 1 cosa pendiente (arbiter round la muestra).
   *[other] Ronda cerrada con { $count } cosas pendientes (arbiter round las muestra).
}
tui-round-all-started = Todos los relojes de la ronda ya están en marcha.
tui-round-title = Iniciar la ronda
tui-round-start = Poner en marcha { $side ->
    [black] el reloj de las negras
    [mixed] el reloj del bando que juega
   *[white] el reloj de las blancas
} en { $count } tableros (Art. 6.5): { $boards }.
tui-round-first = Primero: tablero { $number } { $players }.
tui-pause-none = Ningún reloj está en marcha ni en pausa.
tui-loading-wait = { $count ->
    [one] Aún se está leyendo { $count } tablero de la ronda: inténtelo de nuevo en un momento.
   *[other] Aún se están leyendo { $count } tableros de la ronda: inténtelo de nuevo en un momento.
}
tui-pause-all-title = Pausar todos los relojes
tui-resume-all-title = Reanudar todos los relojes
tui-pause-all = Pausar los relojes de { $count } tableros (Art. 6.11.1): { $boards }.
tui-resume-all = Reanudar los relojes de { $count } tableros (Art. 6.11.1): { $boards }.

## Deshacer

tui-takeback-title = Deshacer
tui-takeback = Tablero { $number } ({ $players }): deshacer la última acción,
    { $what }?
    Queda en el registro como anulada.
tui-takeback-nothing = Tablero { $number }: no hay nada que deshacer.

## Jugadas

tui-move-title = Tablero { $number }: jugada de { $side ->
    [white] las blancas
   *[black] las negras
} { $label }
tui-move-prompt = Jugada (R D T A C):
tui-move-legal = legal: { $label }{ $offer ->
    [yes] {" "}con oferta de tablas (=)
   *[no] {""}
}
tui-move-not-san = no es una jugada en notación algebraica: { $text }
tui-move-illegal = { $label }: no es una jugada legal de { $side ->
    [white] las blancas
   *[black] las negras
} aquí
tui-move-ambiguous = { $label }: ambigua, coincide más de una jugada de { $side ->
    [white] las blancas
   *[black] las negras
}

## Reclamaciones (Art. 9.2, 9.3, Directrices III)

tui-claim-choice-repetition = triple repetición (Art. 9.2)
tui-claim-choice-fifty = regla de los 50 movimientos (Art. 9.3)
tui-claim-choice-increment = incremento extra de 5 s para ambos (Directrices III.4)
tui-claim-choice-cannot-win = el adversario no puede ganar por medios normales (III.5)
tui-claim-choice-no-effort = el adversario no hace esfuerzos para ganar por medios normales (III.5)
tui-claim-title = Tablero { $number }: reclamación de { $side ->
    [white] las blancas
   *[black] las negras
}
tui-claim-draw-title = Tablero { $number }: reclamación de tablas de { $side ->
    [white] las blancas
   *[black] las negras
} (Art. 9.2, 9.3)
tui-claim-written-prompt = Jugada anotada (vacío si la posición está en el tablero):
tui-claim-no-written = sin jugada anotada: se reclama la posición del tablero
tui-claim-written-illegal-hold = ilegal ({ $error }): la reclamación es incorrecta; después { $hold }
tui-claim-written-illegal-stuck = ilegal ({ $error }): la reclamación es incorrecta; la pieza no tiene jugada legal (Art. 4.5)
tui-claim-increment-confirm = { $side ->
    [white] Las blancas piden
   *[black] Las negras piden
} un incremento extra de 5 s para ambos; es también una oferta de tablas (III.4). ¿Registrar la petición y detener el reloj?
tui-claim-guidelines-confirm = { $side ->
    [white] Las blancas reclaman
   *[black] Las negras reclaman
}: { $what }. ¿Registrar la reclamación y detener el reloj?
tui-claim-guidelines-title = Directrices III
tui-claim-then = Después: { $what }.
tui-claim-correct-title = Reclamación correcta
tui-claim-incorrect-title = Reclamación incorrecta
tui-claim-uphold = ¿Aceptar la reclamación de { $side ->
    [white] las blancas
   *[black] las negras
} en el tablero { $number }: tablas, 1/2-1/2 (Art. 9.5.2)?
tui-claim-reject = ¿Rechazar la reclamación de { $side ->
    [white] las blancas
   *[black] las negras
} en el tablero { $number }: añadir { $time } al reloj de { $opponent ->
    [white] las blancas
   *[black] las negras
} (Art. 9.5.3)?

## Decisiones (Directrices III.4, III.5, III.6)

tui-ruling-title = Tablero { $number }: decisión sobre la reclamación de { $side ->
    [white] las blancas
   *[black] las negras
}
tui-ruling-claim = Reclamación de { $side ->
    [white] las blancas
   *[black] las negras
}: { $what }{ $postponed ->
    [yes] {" "}— aplazada
   *[no] {""}
}
tui-ruling-grant = conceder: incremento de 5 s para ambos desde ahora, +2:00 a { $opponent ->
    [white] las blancas
   *[black] las negras
} (III.4)
tui-ruling-refuse = denegar la petición (III.4)
tui-ruling-referred-uphold = aceptar: tablas 1/2-1/2 (III.6.2)
tui-ruling-referred-reject = rechazar: { $opponent ->
    [white] ganan las blancas
   *[black] ganan las negras
}, { $result } (III.6.2)
tui-ruling-postponed-agree = aceptar ahora: tablas 1/2-1/2 (III.5)
tui-ruling-postponed-lost = rechazar: { $side ->
    [white] las blancas pierden
   *[black] las negras pierden
} por tiempo, { $result } (III.5.2)
tui-ruling-postponed-continue = rechazar, la partida continúa (III.5.2)
tui-ruling-agree = aceptar: tablas 1/2-1/2 (III.5.1)
tui-ruling-postpone = aplazar la decisión (III.5.2)
tui-ruling-postpone-time = aplazar, +2:00 a { $opponent ->
    [white] las blancas
   *[black] las negras
} (III.5.2)
tui-ruling-reject = rechazar: +2:00 a { $opponent ->
    [white] las blancas
   *[black] las negras
} (III.5.3)
tui-ruling-record = ¿Registrar en el tablero { $number }: { $ruling }?
tui-ruling-confirm-title = Decisión
tui-facts-material = Material: blancas { $white }, negras { $black }.
tui-facts-analysis = Análisis: { $analysis }.
tui-facts-time = { $at } medios movimientos al reclamar, { $since } desde entonces{ $clocks ->
    [yes] ; relojes entonces: blancas { $white }, negras { $black }
   *[no] {""}
}.
tui-facts-opponent = Adversario: { $what }.

## Relojes (Art. 6.10.2)

tui-clock-adjust-whose = Tablero { $number }: ¿ajustar qué reloj?
tui-clock-adjust-title = Tablero { $number }: ajustar el reloj de { $side ->
    [white] las blancas
   *[black] las negras
}
tui-clock-adjust-prompt = Cantidad (+m:ss o -segundos):
tui-clock-set-title = Tablero { $number }: fijar ambos relojes (Art. 6.10.2)
tui-clock-set-prompt = Blancas Negras (h:mm:ss h:mm:ss):
tui-clock-set-example = p. ej. 1:25:00 1:20:30
tui-clock-set-reading = Blancas { $white } Negras { $black }
tui-clock-set-two = escriba ambos tiempos: el de las blancas y luego el de las negras, p. ej. 1:25:00 1:20:30
tui-clock-amount-example = p. ej. +2:00, -30, +1:00
tui-clock-amount-add = añadir { $time }
tui-clock-amount-take = quitar { $time }
tui-clock-not-amount = no es un tiempo: { $text } ({ $why })
tui-clock-below-zero = el reloj de { $side ->
    [white] las blancas
   *[black] las negras
} marca { $shows }: quitar { $take } lo dejaría por debajo de cero
tui-clock-adjust-confirm-title = Ajustar reloj
tui-clock-add-confirm = ¿Añadir { $time } al reloj de { $side ->
    [white] las blancas
   *[black] las negras
} ({ $name }) en el tablero { $number } (Art. 6.10.2)?
tui-clock-take-confirm = ¿Quitar { $time } del reloj de { $side ->
    [white] las blancas
   *[black] las negras
} ({ $name }) en el tablero { $number } (Art. 6.10.2)?
tui-clock-set-confirm-title = Fijar relojes
tui-clock-set-confirm = ¿Fijar los relojes del tablero { $number }: blancas { $white }, negras { $black } (Art. 6.10.2)?

## Ofertas de tablas (Art. 9.1.2)

tui-offer-who = Tablero { $number }: ¿quién ofrece tablas (Art. 9.1.2)?
tui-offer-by = { $side ->
    [white] Blancas
   *[black] Negras
} ({ $name }) ofrece
tui-offer-by-consent = { $side ->
    [white] Blancas
   *[black] Negras
} ({ $name }) ofrece, con el consentimiento del árbitro (Art. 9.1.1)
tui-offer-title = Tablero { $number }: oferta de tablas de { $side ->
    [white] las blancas
   *[black] las negras
}
tui-offer-accepts = { $side ->
    [white] Las blancas aceptan
   *[black] Las negras aceptan
}: tablas (Art. 9.1.2)
tui-offer-declines = { $side ->
    [white] Las blancas rechazan
   *[black] Las negras rechazan
}
tui-offer-agreed-title = Tablas acordadas
tui-offer-agreed = ¿Registrar tablas por acuerdo en el tablero { $number } ({ $players }): 1/2-1/2 (Art. 9.1.2)?

## Jugadas ilegales (Art. 7.5)

tui-illegal-title = Tablero { $number }: jugada ilegal de (Art. 7.5)
tui-illegal-confirm-title = Jugada ilegal
tui-illegal-which = Tablero { $number }: { $count ->
    [1] primera
    [2] segunda
    [3] tercera
   *[other] otra
} jugada ilegal de { $side ->
    [white] las blancas
   *[black] las negras
}.
tui-illegal-add = ¿Añadir { $time } al reloj de { $opponent ->
    [white] las blancas
   *[black] las negras
} (Art. 7.5.5)?
tui-illegal-finding = { $reason } (Art. { $article }).
tui-illegal-look = Mire la posición y registre usted el resultado ({ $result }?).
tui-illegal-record = ¿Registrar la jugada ilegal?
tui-illegal-record-result = ¿Registrar el resultado { $result }?

## Sanciones (Art. 12.9)

tui-penalty-warning = advertencia (12.9.1)
tui-penalty-opponent-time = más tiempo al adversario (12.9.2)
tui-penalty-offender-time = menos tiempo al infractor (12.9.3)
tui-penalty-opponent-points = puntos del adversario elevados al máximo (12.9.4)
tui-penalty-offender-points = puntos del infractor reducidos (12.9.5)
tui-penalty-game-lost = partida perdida (12.9.6)
tui-penalty-fine = multa anunciada de antemano (12.9.7)
tui-penalty-exclusion = exclusión de una o más rondas (12.9.8)
tui-penalty-expulsion = expulsión de la competición (12.9.9)
tui-penalty-for = Tablero { $number }: sanción para (Art. 12.9)
tui-penalty-for-side = Tablero { $number }: sanción para { $side ->
    [white] las blancas
   *[black] las negras
} (Art. 12.9)
tui-penalty-time-title = Tablero { $number }: { $penalty }
tui-penalty-time-prompt = Cantidad (m:ss):
tui-penalty-why-title = Tablero { $number }: { $penalty } para { $side ->
    [white] las blancas
   *[black] las negras
}: ¿por qué?
tui-penalty-why-prompt = Motivo:
tui-penalty-needs-time = una sanción de tiempo necesita un tiempo mayor que 0
tui-penalty-needs-reason = una sanción necesita un motivo (Art. 12.9)
tui-penalty-confirm-add = Sanción para { $side ->
    [white] las blancas
   *[black] las negras
} en el tablero { $number }: ¿añadir { $time } al reloj de { $opponent ->
    [white] las blancas
   *[black] las negras
} (Art. 12.9.2)?
tui-penalty-confirm-take = Sanción para { $side ->
    [white] las blancas
   *[black] las negras
} en el tablero { $number }: ¿quitar { $time } del reloj de { $side ->
    [white] las blancas
   *[black] las negras
} (Art. 12.9.3)?
tui-penalty-confirm-lost = ¿{ $side ->
    [white] Las blancas pierden
   *[black] Las negras pierden
} la partida en el tablero { $number }: { $result } (Art. 12.9.6)?
tui-penalty-confirm-warn = ¿Advertir a { $side ->
    [white] las blancas
   *[black] las negras
} ({ $name }) en el tablero { $number } (Art. 12.9.1)?
tui-penalty-confirm = Sanción para { $side ->
    [white] las blancas
   *[black] las negras
} ({ $name }) en el tablero { $number }: ¿{ $penalty }?
tui-penalty-confirm-title = Sanción
tui-penalty-reason = Motivo: { $reason }

## Resultados

tui-result-title = Tablero { $number }: resultado
tui-result-confirm-title = Resultado
tui-result-confirm = ¿Fijar el resultado del tablero { $number } ({ $players }) en { $score }{ $why ->
    [none] {""}
   *[other] {" "}({ $why })
}?

## Notas

tui-note-title = Tablero { $number }: nota
tui-note-prompt = Texto:
tui-ruling-file-title = Tablero { $number }: fallo del árbitro designado (III.6.2)
tui-ruling-file-prompt = Archivo del fallo:
tui-ruling-file-empty = escriba la ruta del archivo del fallo (claims ruling export)
tui-ruling-other-board = el fallo es del tablero { $board }, no del tablero abierto { $open }
tui-note-empty = Una nota vacía no registra nada.

## Errores

tui-error-terminal = terminal: { $why }
tui-demo-error = demostración: { $why }
tui-demo-laws = no hay edición de las Leyes de { $year }
tui-demo-no-board = una partida de la demostración sin etiqueta Board
tui-demo-side = no es un bando: { $text }
tui-demo-step = paso desconocido { $step }

## Primer uso (sin archivo del torneo)

tui-first-missing = no hay archivo del torneo en { $file }: cree uno con `arbiter init --event NOMBRE`, o vea la aplicación en marcha con `arbiter demo`
tui-first-choose = No hay archivo del torneo en { $file }.
    {"  "}c  crear allí un torneo
    {"  "}d  abrir el torneo de demostración (demo.sqlite)
    {"  "}q  salir
    {"> "}
tui-ask-name = {"Su nombre para el registro (Intro: "}{ $account }{"): "}
tui-first-name = {"Nombre del torneo: "}
tui-first-no-name = un torneo necesita un nombre; no se ha creado nada
tui-first-control = {"Ritmo de juego por defecto (Intro para 90m+30s; p. ej. 40/90m+30s:30m+30s, 15m+10s, fide-standard, rapid, none): "}
tui-first-bad-control = ritmo de juego "{ $control }": { $why }
tui-first-keep = { $warning }
    {"¿Mantenerlo? (y/n) "}
tui-first-not-kept = no se conserva: indique el ritmo de nuevo, con unidades (p. ej. 15m+10s)
tui-first-no-answer = sin respuesta: no se ha creado nada
tui-first-control-is = ritmo de juego: { $meaning }
tui-first-created = creado { $file }; añada tableros con `arbiter board add` o `arbiter import pairings`
tui-opening = al abrir { $file }
tui-creating = al crear { $file }
tui-alert-fed = transm.
tui-alert-fed-ago = transm. hace { $seconds } s
tui-alert-feed-disagrees = la transmisión difiere desde { $label }{ $recorded }: dice { $label }{ $feed }
tui-alert-feed-disagrees-short = TRANSM≠
tui-alert-feed-result = la transmisión propone { $result }
tui-alert-feed-result-short = TR { $result }
tui-alert-feed-quiet = transmisión callada desde hace { $minutes } min
tui-alert-feed-quiet-short = CALLADA
tui-title-round = { $event } — ronda { $round }
tui-press-no-move-title = Tablero { $number }: ¿pulsar el reloj sin jugada?
tui-press-no-move-why = Pulsar el reloj sin realizar una jugada es una jugada ilegal (Art. { $article }); corre el reloj de { $side ->
    [white] las blancas
   *[black] las negras
}.
tui-press-no-move-illegal = jugada ilegal de { $side ->
    [white] las blancas
   *[black] las negras
} ({ $name }): Art. 7.5.5
tui-press-no-move-anyway = pulsar igualmente: la jugada se hizo en el tablero y no se anota aquí
# Una opción que el registro rechazaría, en gris (issue 20); $why es el motivo con el artículo.
tui-choice-unavailable = { $number } { $option } — no disponible: { $why }
tui-refuse-consent-option = { $rule } — la opción { $key } lo registra con el consentimiento del árbitro
# Otra sesión registró en el tablero abierto con un diálogo abierto (issue 30, D2): el diálogo se cierra sin registrar nada.
tui-dialog-stale = El tablero { $number } cambió bajo el diálogo: { $what }; última jugada { $last }. No se registró nada: mire el tablero y vuelva a abrirlo.
tui-help-refused = { $label } (ahora no)
tui-help-refused-why = Ahora no: { $why }
tui-incident-with-time = { $awards } — { $text }
tui-alert-feed-contradicts = la partida de la transmisión es este tablero por sus etiquetas, pero { $white } – { $black }
tui-alert-feed-contradicts-short = TRANS≠EMP
tui-alert-feed-illegal = la jugada { $label } de la transmisión es ilegal ahí: corrija el tablero electrónico
tui-alert-feed-illegal-short = TR ILEG
tui-alert-feed-after-end = la transmisión sigue con { $label } tras el final de la partida (Art. { $article }): el final se mantiene
tui-alert-feed-after-end-short = TRANS>FIN

# Las planillas de control de tiempo en la aplicación (issue 35; AM 2025, General Duties).
tui-key-sheets = planillas; T3 en ella, T3? no
tui-key-take-sheet = tomar una planilla ahora
tui-context-sheet = planillas de control de tiempo
tui-sheet-title = Planillas de control de tiempo
tui-sheet-none = Aún no hay planilla de control de tiempo en esta ronda (n: tomar una ahora).
tui-alert-sheet-short = T{ $n }
tui-alert-sheet-missing-short = T{ $n }?
tui-alert-sheet = planilla de la media hora { $n } a las { $at }: blancas { $white }, negras { $black }, jugadas { $moves }
tui-alert-sheet-missing = no figura en la planilla de la media hora { $n } (T, n: tomar una ahora)
tui-help-sheet = en la planilla de esta media hora; T3?: no figura

# A ruling file the app could not read (III.6).
tui-cannot-read-file = no se puede leer { $file }
