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
