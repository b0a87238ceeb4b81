# Recordatorios (issue 35): lo que el árbitro vigila antes de que un jugador reclame, con su artículo.

reminder-repetition = 3.ª repetición reclamable: la posición tras { $move } se dio dos veces (9.2)
reminder-fifty = { $moves } jugadas sin captura ni movimiento de peón: reclamación de 50 jugadas posible desde { $at } (9.3)
reminder-fifty-now = 50 jugadas sin captura ni movimiento de peón: una reclamación es correcta ya (9.3)
reminder-seventy = 70 jugadas sin captura ni movimiento de peón: la partida termina sola en { $at } (se acerca el 9.6.2)
reminder-time-control = { $side ->
    [white] Blancas
   *[black] Negras
} juegan la jugada { $move } de { $end } con { $time }: vigile la bandera y el número de jugadas (6.4)
reminder-guidelines = { $side ->
    [white] Blancas
   *[black] Negras
} con menos de 2 minutos ({ $time }): incremento extra (III.4) o reclamación (III.5) posibles
reminder-scoresheet = { $side ->
    [white] Blancas
   *[black] Negras
} con menos de 5 minutos ({ $time }) sin incremento de 30 s: no necesitan anotar (8.4)
reminder-kind-repetition = repetition: dos veces, la siguiente es reclamable (9.2)
reminder-kind-fifty-moves = fifty-moves: 45, 49, 50 jugadas (9.3); 70 jugadas (9.6.2)
reminder-kind-time-control = time-control: jugadas 38–40 del periodo, < 5 min (6.4)
reminder-kind-guidelines-iii = guidelines-iii: < 2 min, Directrices III (III.4, III.5)
reminder-kind-scoresheet = scoresheet: < 5 min, incremento < 30 s, sin anotar (8.4)
reminder-on = activo
reminder-off = inactivo
reminders-title = Recordatorios del torneo (arbiter reminders on|off TIPO):
reminders-line = { $state }  { $line }
reminders-none = Ningún recordatorio.
reminders-head = Recordatorios:
reminders-item = › { $text }
reminders-help-title = Las marcas › son recordatorios, cada uno con su artículo:
reminders-bad-kind = { $error }
rule-change-reminder = { $on ->
    [on] recordatorio activado
   *[off] recordatorio desactivado
}: { $line }
reminders-switched = { $on ->
    [on] activado
   *[off] desactivado
} por { $who } el { $at }
ledger-head = Reclamaciones posibles (MA 2025 p.32: reproduzca la reclamación con ambos jugadores):
ledger-none = Ninguna reclamación 9.2 o 9.3 habría sido correcta.
ledger-claim = tras { $at } (medio movimiento { $ply }), { $side ->
    [white] Blancas
   *[black] Negras
}: { $article }
ledger-claim-repeat = tras { $at } (medio movimiento { $ply }), { $side ->
    [white] Blancas
   *[black] Negras
}: { $article }, posición { $position } (medios movimientos { $plies })
ledger-claim-written = tras { $at } (medio movimiento { $ply }), { $side ->
    [white] Blancas
   *[black] Negras
}: { $article } anotando { $written }{ $ends }
ledger-claim-written-repeat = tras { $at } (medio movimiento { $ply }), { $side ->
    [white] Blancas
   *[black] Negras
}: { $article } anotando { $written }{ $ends }, posición { $position } (medios movimientos { $plies })
ledger-would-mate = , que daría mate: la reclamación va antes
ledger-would-stalemate = , que daría ahogado: la reclamación va antes
ledger-standings = Posiciones repetidas:
ledger-standing = { $label } tras { $at } (medio movimiento { $ply })
