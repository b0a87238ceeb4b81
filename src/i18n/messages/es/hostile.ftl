# es: hostile messages.

hostile-player-seat = Juega con { $side ->
    [white] blancas
   *[black] negras
} en el tablero { $board }: esta sesión reclama y verifica solo por ese puesto.
hostile-line-too-long = Línea de más de { $limit } bytes: ignorada. Escríbala de nuevo, más corta.
hostile-own-claim = Usted hizo la reclamación #{ $seq }: la verifica el adversario (III.6.1), no usted.
