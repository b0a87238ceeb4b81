# es: la transmisión en vivo de los tableros electrónicos (arbiter follow, arbiter feed).

feed-recorded = tablero { $board }: { $count ->
    [one] una jugada
   *[other] { $count } jugadas
} de la transmisión ({ $moves })
feed-attached = tablero { $board }: transmitido desde { $source }
feed-unmatched = { $source }: la partida { $game } ({ $white } – { $black }{ $tags }) no corresponde a ningún tablero de la ronda { $round }: no se registra
feed-ambiguous = { $source }: la partida { $game } ({ $white } – { $black }) corresponde a los tableros { $boards } de la ronda { $round }: no se registra
feed-tags = , Ronda { $round } Tablero { $board }
feed-disagrees = tablero { $board }: la transmisión difiere desde { $label }{ $recorded }: la transmisión dice { $label }{ $feed } — no se registra nada de ella (arbiter feed follow { $board } retrocede la planilla hasta allí y sigue la transmisión; arbiter feed ignore { $board } conserva la planilla)
feed-behind = tablero { $board }: la transmisión tiene { $feed } medias jugadas, la planilla { $recorded } — leída de nuevo, sigue atrasada: se registra como discrepancia
feed-missing = (sin jugada)
feed-illegal = tablero { $board }: la jugada { $label }{ $san } de la transmisión no es legal allí ({ $reason }): no se registra nada desde ella
feed-other-variant = tablero { $board }: la transmisión juega { $theirs }, el tablero { $ours }: no se registra nada de ella
feed-proposed = tablero { $board }: la transmisión da el resultado { $result } — una propuesta, no aplicada (regístrelo con: arbiter result { $board } { $result })
feed-unreadable = { $source }: { $error }
feed-too-big = { $source }: mayor de { $limit } MiB: no se lee
feed-conflict = tablero { $board }: otra persona lo cambió mientras se leía la transmisión — se leerá de nuevo en la próxima pasada
feed-dry-match = { $source }: partida { $game } ({ $white } – { $black }) → tablero { $board }: { $plan }
feed-dry-nothing = nada nuevo
feed-dry-would = { $count } medias jugadas nuevas desde { $label }
feed-watching = siguiendo { $count ->
    [one] una fuente
   *[other] { $count } fuentes
} de la ronda { $round } (Ctrl-C para){ $polling }
feed-polling = ; consulta cada { $seconds } s
feed-no-boards = la ronda { $round } no tiene tableros que transmitir
feed-ignored = tablero { $board }: la transmisión queda ignorada; la planilla se conserva tal cual
feed-followed = tablero { $board }: se sigue de nuevo la transmisión{ $taken ->
    [0] {""}
   *[other] ; { $taken ->
        [one] una media jugada retrocedida
       *[other] { $taken } medias jugadas retrocedidas
    } hasta { $label }
}
feed-show = transmitido desde { $source }: { $moves } jugadas transmitidas, la última a las { $last }{ $ignored ->
    [1] ; la transmisión se ignora (decisión del árbitro)
   *[0] {""}
}
feed-show-disagreement = ; la transmisión difiere desde { $label }: dice { $feed }
feed-show-proposed = ; la transmisión propone { $result } (no aplicado)
feed-game-over = la partida terminó por las Leyes tras { $label }, Art. { $article }
event-feed-attached = el tablero se transmite desde { $source }
event-feed-disagrees = la transmisión { $source } difiere en la media jugada { $ply }: la planilla tiene { $recorded }, la transmisión { $feed }
event-feed-proposed = la transmisión { $source } propone el resultado { $result }
event-feed-ignore = la transmisión se ignora en este tablero
event-feed-follow = se sigue de nuevo la transmisión
feed-refused-attached = el tablero ya se transmite desde { $source }
feed-refused-ply = la media jugada { $ply } no está anotada (la planilla tiene { $plies })
feed-refused-result = el resultado { $result } ya está propuesto o anotado
feed-refused-not-fed = este tablero no se transmite desde un tablero electrónico (arbiter follow)
feed-refused-disagreement = esta discrepancia ya está registrada
feed-refused-ignored = la transmisión ya se ignora en este tablero
feed-refused-followed = la transmisión ya se sigue en este tablero
feed-problem-not-fed = #{ $seq }: un aviso de transmisión en un tablero que no se transmite
feed-bad-interval = --interval { $interval }: indique segundos entre 0 y 3600
feed-too-many-files = más de { $limit } ficheros PGN
feed-not-a-file = { $source }: no es un fichero normal (una tubería o un dispositivo): se omite
feed-pass-full = { $source }: no se lee: una pasada lee como mucho { $limit } MiB de ficheros
event-feed-agrees = la transmisión { $source } vuelve a coincidir con el registro: el desacuerdo ha terminado
feed-refused-agrees = la transmisión ya coincide con el registro: no hay desacuerdo que terminar
feed-agrees = tablero { $board }: la transmisión vuelve a coincidir con el registro — el desacuerdo ha terminado, nada se reescribe
feed-refused-contradiction = esta contradicción ya está registrada
feed-show-contradiction = ; la partida de la transmisión nombra este tablero pero sus jugadores son { $white } – { $black }: no se registra nada de ella
event-feed-contradicts = la transmisión { $source } nombra este tablero en sus etiquetas, pero sus jugadores { $white } – { $black } son { $why }: no se registra nada de la partida
feed-contradicts = { $source }: la partida { $game } ({ $white } – { $black }) es el tablero { $board } según sus etiquetas, pero sus jugadores son { $why }: no se registra en ningún tablero — el árbitro lo resuelve (corrija la transmisión o el emparejamiento; arbiter feed ignore { $board } mantiene el registro)
feed-why-reversed = los de este tablero con los colores invertidos
feed-why-pairing = el emparejamiento del tablero { $board }
event-feed-clock-beyond = la transmisión { $source } da al reloj { $side ->
    [white] de las blancas
   *[black] de las negras
} { $clock } tras la jugada { $ply }, más de lo que el control permite mostrar ({ $most }): no se toma como lectura
event-feed-illegal = la transmisión { $source } sigue con { $san } en la jugada { $ply }, ilegal ahí: no se registra nada desde ella hasta que se corrija el tablero electrónico
event-feed-clocks = la transmisión { $source } da los relojes { $white } – { $black } entre jugadas
feed-refused-clock-beyond = esta lectura del reloj ya está rechazada
feed-refused-illegal = esta jugada ilegal de la transmisión ya está registrada
feed-refused-clocks = estos relojes de la transmisión ya están registrados
feed-clock-beyond = tablero { $board }: la transmisión da al reloj { $side ->
    [white] de las blancas
   *[black] de las negras
} { $clock } tras { $label }, más de lo que el control permite mostrar ({ $most }): no se toma como lectura
feed-show-clock-beyond = ; una lectura rechazada: reloj { $side ->
    [white] de las blancas
   *[black] de las negras
} { $clock } tras { $label } (como mucho { $most })
feed-show-illegal = ; la jugada { $label } de la transmisión es ilegal ahí: no se registra nada desde ella hasta que se corrija el tablero electrónico (Art. 7.5.1)
feed-clocks = tablero { $board }: los relojes según las etiquetas de la transmisión: { $white } – { $black }
event-feed-clock-reference = la transmisión { $source } da los relojes { $white } – { $black } con el reloj { $side ->
    [white] de las blancas
   *[black] de las negras
} en marcha desde { $at }, una hora de referencia adelantada respecto al reloj de este ordenador o anterior a lo que ese reloj pudo correr ({ $most }): no se toma como lectura
feed-reference-why = su hora de referencia { $at } va { $ahead ->
    [1] { $by } por delante del reloj de este ordenador
   *[0] { $by } por detrás, más de lo que pudo correr el reloj { $side ->
        [white] de las blancas
       *[black] de las negras
    } ({ $most })
}
feed-clock-reference = tablero { $board }: las etiquetas de reloj de la transmisión { $white } – { $black } no se toman como lectura: { $why }
feed-show-clock-reference = ; etiquetas de reloj rechazadas: { $white } – { $black }, { $why }
event-feed-after-end = la transmisión { $source } sigue con { $san } en la jugada { $ply } después de que las Leyes terminaran la partida tras la jugada { $end } (Art. { $article }): el final se mantiene, no se registra nada de ello
feed-refused-after-end = esta jugada de la transmisión tras el final de la partida ya está registrada
feed-show-after-end = ; la transmisión sigue con { $label } después de que la partida terminara tras { $end } (Art. { $article }): el final se mantiene, no se registra nada de ello
