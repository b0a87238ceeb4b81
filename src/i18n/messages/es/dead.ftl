# Posiciones muertas y «¿puede este bando todavía dar mate?» (Art. 5.2.2, 6.9, 7.5.5, 5.1.2):
# las pruebas de src/rules/dead y las respuestas de `rules dead`. $side: white, black.

dead-bare-king = rey solo: { $side ->
    [white] las blancas solo tienen
   *[black] las negras solo tienen
} el rey
dead-lone-knight = { $side ->
    [white] las blancas solo tienen un caballo, y las negras no tienen
   *[black] las negras solo tienen un caballo, y las blancas no tienen
} ninguna pieza que pueda bloquear a su propio rey
dead-same-bishops = solo alfiles del mismo color: todos los alfiles del tablero están en casillas { $shade ->
    [light] blancas
   *[dark] negras
} y no hay caballos ni peones
dead-no-material = ninguno de los dos bandos tiene material suficiente para dar mate
dead-already-mated = { $side ->
    [white] las blancas ya han recibido jaque mate
   *[black] las negras ya han recibido jaque mate
}
dead-stalemate = la posición es de rey ahogado (Art. 5.2.1)

dead-walls = estructura de peones bloqueada: { $pawns } peones no pueden moverse nunca{ $others ->
    [0] {""}
    [one] {" "}(ni tampoco otra pieza)
   *[other] {" "}(ni tampoco otras { $others } piezas)
}{ $bound ->
    [0] {""}
    [one] , uno no puede salir nunca de su columna
   *[other] , { $bound } no pueden salir nunca de su columna
}
dead-never-checks = { $walls }, y ninguna pieza { $side ->
    [white] blanca puede llegar nunca a una casilla desde la que dé jaque al rey negro
   *[black] negra puede llegar nunca a una casilla desde la que dé jaque al rey blanco
}
dead-flight = { $walls }; dondequiera que una pieza { $side ->
    [white] blanca pudiera dar jaque al rey negro, al rey le queda una casilla de escape que ninguna pieza blanca puede atacar nunca y que las pocas piezas negras no alcanzan a tapar
   *[black] negra pudiera dar jaque al rey blanco, al rey le queda una casilla de escape que ninguna pieza negra puede atacar nunca y que las pocas piezas blancas no alcanzan a tapar
}

# El recorrido de los reyes. $pawns: peones bloqueados; $count: posiciones de los dos reyes recorridas.
dead-king-walk = estructura de peones bloqueada: los { $pawns } peones no pueden moverse mientras solo se mueven los reyes y alfiles de un mismo color; en ninguna de las { $count } posiciones de los dos reyes que pueden darse pueden { $side ->
    [white] las blancas
   *[black] las negras
} dar mate, y un rey que captura un peón deja ahogado al otro bando

dead-forced-mate = la única jugada legal { $moves } lleva al jaque mate de { $side ->
    [white] las blancas
   *[black] las negras
}
dead-forced-stalemate = la única jugada legal { $moves } lleva al rey ahogado
dead-forced-then = la única jugada legal { $moves }, y después { $reason }
dead-end-stalemate = { $count } por rey ahogado
dead-end-winner-mated = { $count } por jaque mate al bando que debía ganar
dead-end-material = { $count } por material insuficiente
dead-end-fortress = { $count } por una estructura de peones bloqueada
dead-exhausted = se examinaron todas las posiciones alcanzables mediante jugadas legales ({ $count }) y en ninguna dan mate { $side ->
    [white] las blancas
   *[black] las negras
}
dead-exhausted-ends = { $exhausted }; callejones sin salida: { $ends }

dead-vector-no-code = línea { $line }: falta el código de veredicto
dead-vector-bad-code = línea { $line }: código desconocido { $code }

dead-answer-can = { $side ->
    [white] las blancas pueden
   *[black] las negras pueden
} dar mate (mate ayudado en { $plies } medias jugadas)
dead-answer-cannot = { $side ->
    [white] las blancas no pueden
   *[black] las negras no pueden
} dar mate: { $reason }
dead-answer-open = { $side ->
    [white] blancas
   *[black] negras
}: indeterminado con { $nodes } nodos
dead-bad-fen = rules dead: FEN incorrecta
dead-cannot-read = rules dead: no se puede leer { $path }
dead-batch-summary = rules dead: { $positions } posiciones: { $dead } muertas, { $alive } no muertas, { $open } indeterminadas, { $errors } con FEN incorrecta; total { $total } ms, mediana { $median } ms por posición
