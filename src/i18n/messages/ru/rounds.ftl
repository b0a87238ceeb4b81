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
rounds-replace-started = на доске { $board } уже есть ход, пущенные часы или результат: жеребьёвка тура не меняется; ничего не импортировано
rounds-result-from-file = результат из программы жеребьёвки ({ $file })
rounds-plan-create = создать { $board }: { $white } – { $black }
rounds-plan-replace = заменить { $board }: { $old } → { $white } – { $black }
rounds-plan-unchanged = без изменений { $board }
rounds-plan-refused = отклонено { $board }: { $why }
rounds-plan-refused-round = отклонено: { $why }
rounds-plan-bye = свободен в туре { $round }: { $player } ({ $kind })
rounds-bye-half = пол-очка без игры
rounds-bye-full = очко без игры
rounds-bye-pairing-allocated = очко без игры по жеребьёвке
rounds-bye-zero = ноль без игры
rounds-replaced = { $count ->
    [one] { $count } доска с новой жеребьёвкой
    [few] { $count } доски с новой жеребьёвкой
   *[other] { $count } досок с новой жеребьёвкой
}
rounds-bad-date = дата «{ $text }»: укажите ГГГГ-ММ-ДД
rounds-bad-time = время «{ $text }»: укажите ЧЧ:ММ
rounds-dated = тур { $round }: { $date } { $time }
rounds-board-exact-expected = доска { $text }: ожидается Т.Н (тур.доска)
rounds-board-not-in-round = доска { $board } не из тура { $round }
rounds-default-time-reason = { $side ->
    [white] Белые не явились
   *[black] Чёрные не явились
} к шахматной доске в пределах допустимого времени опоздания
rounds-default-time-alert = Ст. 6.7.1: допустимое время опоздания истекло, а партия не начата
rounds-default-time-set = допустимое время опоздания (ст. 6.7.1): { $time }
rounds-bad-default-time = допустимое время опоздания «{ $text }»: { $error }
rounds-extra-mark = [дополнительная партия]
rounds-extra-added = доска { $board } — дополнительная партия вне нумерации тура: она не входит в жеребьёвку тура
rounds-extra-number-low = номер доски { $number }: дополнительная партия (--extra) нумеруется с { $from }
rounds-extra-number-high = номер доски { $number }: номера с { $from } — для дополнительных партий; добавьте --extra
rounds-key-default-time-forfeit = неявка (ст. 6.7.1)
rounds-forfeit-title = Доска { $number }: допустимое время опоздания истекло — кто не явился?
rounds-forfeit-absent = { $name } ({ $side ->
    [white] белые
   *[black] чёрные
}) не явился к доске в пределах допустимого времени опоздания
rounds-forfeit-both = ни один из игроков не явился в пределах допустимого времени опоздания
rounds-forfeit-article = ст. 6.7.1: игрок, прибывший к шахматной доске после допустимого времени опоздания, проигрывает партию
rounds-forfeit-confirm-title = Неявка (ст. 6.7.1)
rounds-forfeit-no-alert = доска { $number }: нет сигнала о допустимом времени опоздания (ст. 6.7.1); неявку можно записать в диалоге результата доски
rounds-extra-in-pairings = тур { $round }, доска { $board }: номера досок с { $from } — для дополнительных партий вне жеребьёвки тура (board add --extra)
rounds-extra-count = { $count ->
    [one] { $count } дополнительная партия
    [few] { $count } дополнительные партии
   *[many] { $count } дополнительных партий
}
rounds-plan-round = тур { $round }: досок { $boards } (с результатом: { $results }), свободных: { $byes }
rounds-plan-result-conflict = тур { $round }: { $white } – { $black }: в турнире { $held }, в файле { $incoming }
