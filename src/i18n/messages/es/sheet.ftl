# La planilla de control de relojes (issue 35; Manual del Árbitro 2025, deberes generales).
sheet-slot-half-hour = media hora { $n }
sheet-slot-on-demand = a petición
event-sheet = planilla de relojes ({ $slot }): Blancas { $white }, Negras { $black }, jugadas { $moves }
refuse-sheet-taken = la planilla de relojes de la media hora { $n } ya está tomada
refuse-sheet-not-running = el reloj del tablero no está en marcha: no tiene línea en la planilla de relojes
sheet-col-sheet = planilla
sheet-col-board = tablero
sheet-col-white = Blancas
sheet-col-black = Negras
sheet-col-white-clock = reloj Blancas
sheet-col-black-clock = reloj Negras
sheet-col-moves = jugadas
sheet-col-at = tomada a las
sheet-col-by = por
sheet-title = Planillas de relojes, ronda { $round } (MA 2025, deberes generales: revisar los relojes cada treinta minutos)
sheet-none = Aún no hay planilla de relojes en la ronda { $round }.
sheet-taken = planilla de relojes de la ronda { $round } ({ $slot }) tomada a las { $at }: { $count ->
    [one] 1 tablero en juego
   *[other] { $count } tableros en juego
}
sheet-nothing = ningún tablero de la ronda { $round } tiene el reloj en marcha: no se tomó planilla
sheet-app-taken = planilla de relojes de la ronda { $round }, media hora { $n }, tomada ({ $count } tableros)
report-sheet-title = Planillas de relojes (MA 2025, deberes generales)
report-reminders-title = Recordatorios vigentes a las { $at }
report-sheet-none = No se tomó ninguna planilla de relojes.
report-col-reminder = recordatorio
report-reminders-none = No hay recordatorios vigentes: todas las partidas terminaron o no hay nada pendiente.
report-switches-title = Recordatorios activados y desactivados (quién, cuándo)
report-col-switched-at = cuándo
report-col-switch = cambio
report-switches-none = Ningún recordatorio se activó ni desactivó (todos activos, salvo los cambiados antes de empezar este registro: véase `arbiter reminders`).
