# ru: rounds messages.
rounds-board-ref-syntax = доска «{ $text }»: укажите N (доска N текущего тура) или R.N (тур R, доска N)
rounds-board-ref-number = доска «{ $text }»: номера досок — от 1 до { $max_board }
rounds-board-ref-round = доска «{ $text }»: туры — от 1 до { $max_round }
rounds-state-not-paired = нет жеребьёвки
rounds-state-paired = жеребьёвка проведена
rounds-state-playing = идёт игра
rounds-state-complete = завершён
rounds-line = тур { $round }: { $state } ({ $boards ->
    [one] { $boards } доска
    [few] { $boards } доски
   *[other] { $boards } досок
}, { $results ->
    [one] { $results } результат
    [few] { $results } результата
   *[other] { $results } результатов
})
rounds-line-current = тур { $round }: { $state } ({ $boards ->
    [one] { $boards } доска
    [few] { $boards } доски
   *[other] { $boards } досок
}, { $results ->
    [one] { $results } результат
    [few] { $results } результата
   *[other] { $results } результатов
}) — текущий
rounds-set = тур { $round } теперь текущий
rounds-title-round = тур { $round }
rounds-rank-zero = --rank: стартовые номера начинаются с 1
rounds-player-taken = участник «{ $name }»: этот FIDE ID или стартовый номер уже у другого участника ({ $detail })
