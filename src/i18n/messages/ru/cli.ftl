# ru: cli messages.
cli-cannot-read = { $file }: не удаётся прочитать
cli-no-games = { $file }: в файле нет партий
cli-game-out-of-range = { $file }: партии { $game } нет: в файле { $count } { $count ->
    [one] партия
    [few] партии
   *[other] партий
}
cli-file-game = { $file }: партия { $game }
cli-ply-out-of-range = полухода { $ply } нет: в партии { $plies } { $plies ->
    [one] полуход
    [few] полухода
   *[other] полуходов
}
