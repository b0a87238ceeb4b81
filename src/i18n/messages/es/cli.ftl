# es: cli messages.
cli-cannot-read = { $file }: no se puede leer
cli-no-games = { $file }: el archivo no contiene partidas
cli-game-out-of-range = { $file }: la partida { $game } no existe: el archivo tiene { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
cli-file-game = { $file }: partida { $game }
cli-ply-out-of-range = el medio movimiento { $ply } no existe: la partida tiene { $plies } medios movimientos
