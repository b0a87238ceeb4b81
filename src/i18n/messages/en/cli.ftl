# en: cli messages.
cli-cannot-read = { $file }: cannot read
cli-no-games = { $file }: no games in the file
cli-game-out-of-range = { $file }: game { $game } out of range: the file has { $count ->
    [one] { $count } game
   *[other] { $count } games
}
cli-file-game = { $file }: game { $game }
cli-ply-out-of-range = ply { $ply } out of range: the game has { $plies } plies
