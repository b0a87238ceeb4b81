# ru: выводы движка правил (окончание партии по Правилам, различия по ст. 9.2.3, анализ партии).
# Номера статей не переводятся.

end-rule = { $rule ->
    [checkmate] мат
    [stalemate] пат
    [fivefold] пятикратное повторение позиции
    [seventy_five_moves] правило 75 ходов
   *[dead_position] мёртвая позиция
}
end-checkmate = { $winner ->
    [white] белые ставят мат
   *[black] чёрные ставят мат
}
end-stalemate = { $to_move ->
    [white] у белых, чья очередь хода, нет ни одного допустимого хода, и их король не под шахом
   *[black] у чёрных, чья очередь хода, нет ни одного допустимого хода, и их король не под шахом
}
end-fivefold = одна и та же позиция возникла { $count } { $count ->
    [one] раз
    [few] раза
   *[other] раз
} (после { $list })
end-seventy-five = последние { $moves } { $moves ->
    [one] ход
    [few] хода
   *[other] ходов
} каждого игрока сделаны без перемещения пешек и без взятий
end-dead = мёртвая позиция: мат не может быть поставлен никакой серией допустимых ходов ({ $proof })

diff-side-to-move = { $then ->
    [white] тогда очередь хода была за белыми, а не за чёрными
   *[black] тогда очередь хода была за чёрными, а не за белыми
} (ст. 9.2.3)
diff-castling = { $colour ->
    [white] у белых
   *[black] у чёрных
} { $had ->
    [yes] ещё было
   *[no] не было
} право рокировки { $side ->
    [kingside] в короткую сторону
   *[queenside] в длинную сторону
} (ст. 9.2.3.2)
diff-ep-then = { $colour ->
    [white] белые
   *[black] чёрные
} могли взять на проходе на { $square } (ст. 9.2.3.1)
diff-ep-now = { $colour ->
    [white] белые
   *[black] чёрные
} теперь могут взять на проходе на { $square } (ст. 9.2.3.1)

analyze-game = Партия { $number }: { $white } – { $black }, результат { $result }, полуходов: { $plies }
analyze-ended = окончена по Правилам: { $rule } после { $move } (полуход { $ply }), { $result } (ст. { $article }): { $reason }
analyze-void = { $count ->
    [one] { $count } полуход, записанный после этого, недействителен
    [few] { $count } полухода, записанных после этого, недействительны
   *[other] { $count } полуходов, записанных после этого, недействительны
}
analyze-no-result = примечание: результат в записи не указан; по Правилам он { $result } ({ $rule } после { $move }, ст. { $article })
analyze-contradicts = примечание: записанный результат { $recorded } противоречит Правилам: { $rule } после { $move } (ст. { $article }) даёт { $result }
analyze-not-ended = окончена по Правилам: нет (результат основан на соглашении, сдаче, времени или требовании)
analyze-threefold = первое троекратное повторение позиции: после { $move } (полуход { $ply }), позиция на полуходах { $plies }: игрок, чья очередь хода, мог потребовать ничью (ст. 9.2.2)
analyze-threefold-none = первое троекратное повторение позиции: нет
analyze-fifty = ничью по правилу 50 ходов можно потребовать: после { $move } (полуход { $ply }) (ст. 9.3.2)
analyze-fifty-never = ничью по правилу 50 ходов можно потребовать: никогда
analyze-repetitions-none = повторения: нет
analyze-repetitions = повторения:
analyze-repetition = полуход { $ply }: { $occurrence }-й раз (полуходы { $plies })

# Последствия падения флажка или невозможных ходов (ст. 6.9, 7.5.5, Руководство III.3.1, III.5.2)
# и факты требования «обычными средствами» (III.5, III.6).
finding-line-whole = например, { $line }
finding-line-end = мат за { $plies } { $plies ->
    [one] полуход
    [few] полухода
   *[other] полуходов
}, последние ходы … { $line }
finding-cannot-mate = { $what }, но { $opponent } не могут поставить мат никакой последовательностью возможных ходов ({ $reason }): ничья
finding-can-mate = { $what }; { $opponent } ещё могут поставить мат ({ $line }): { $loser ->
    [white] белые
   *[black] чёрные
} проигрывают
finding-mate-undecided = { $what }; анализ не смог установить, могут ли { $opponent ->
    [white] белые
   *[black] чёрные
} поставить мат: посмотрите позицию, прежде чем засчитать поражение { $loser ->
    [white] белым
   *[black] чёрным
}
finding-mate-not-decided = { $what }; программа не установила, могут ли { $opponent ->
    [white] белые
   *[black] чёрные
} поставить мат: результат — решение арбитра
finding-flags-unknown-last = упали оба флажка, и невозможно установить, какой упал первым, в последнем периоде: ничья
finding-flags-unknown = упали оба флажка, и невозможно установить, какой упал первым, до последнего периода: партия продолжается
finding-flag-postponed = у { $loser ->
    [white] белых
   *[black] чёрных
} упал флажок, а решение по требованию III.5 № { $seq } ({ $by ->
    [white] белые
   *[black] чёрные
}) отложено: примите решение по требованию сейчас (III.5.2)
finding-flag-fallen = у { $loser ->
    [white] белых
   *[black] чёрных
} упал флажок
finding-illegal-moves = { $by } сделали { $count } { $count ->
    [one] невозможный ход
    [few] невозможных хода
   *[other] невозможных ходов
}
facts-cannot-mate = { $opponent } не могут поставить мат: { $reason }
facts-could-mate = { $opponent } ещё могли бы поставить мат некоторой последовательностью возможных ходов (например, { $line }); обычными ли средствами — решает арбитр
facts-mate-undecided = анализ мата не завершился в пределах своего бюджета

# Тексты свёртки (event::fold). $by (селектор): white, black.
fold-problem-start = начальная позиция: { $error }
fold-problem-clock = #{ $seq }: часы: { $error }
fold-problem-move = #{ $seq }: { $error }
fold-problem-no-clock = #{ $seq }: действие с часами на доске без контроля времени
fold-problem-verification = #{ $seq }: проверка #{ $of_seq }, которое не является требованием
fold-problem-decision = #{ $seq }: решение по #{ $of_seq }, которое не является требованием
fold-claim-upheld = требование удовлетворено: { $claim }
fold-claim-rejected = требование { $by ->
    [white] белых
   *[black] чёрных
} отклонено: { $why }
fold-written-unplayable = записанный ход { $san } сделать невозможно ({ $error }): { $then }
fold-written-other-move = необходимо сделать другой ход этой фигурой (ст. 9.5.3)
fold-event-seq = событие #{ $seq }
fold-voided = { $what }, записано: { $who }, { $at }
refuse-clock = часы: { $error }
refuse-clock-beyond-control = часы { $side ->
    [white] белых
   *[black] чёрных
} не могут показывать { $shown }: контроль { $control } с тем, что было добавлено на этой доске, даёт не более { $bound } к { $move }-му ходу
board-number-out-of-range = номер доски { $number } вне допустимого диапазона: доски нумеруются от 1 до { $max }
round-out-of-range = тур { $round } вне допустимого диапазона: туры нумеруются от 1 до { $max }

# Контроль времени словами (ст. 6.1, 6.2; категории по Приложениям A и B).
control-seconds = { $n } с
control-minutes = { $n } мин
control-hours = { $h } ч
control-hours-minutes = { $h } ч { $mm } мин
control-black-base = { $time } (чёрные { $black })
control-moves-in = { $n } { $n ->
    [one] ход
    [few] хода
   *[many] ходов
} за { $time }
control-increment = { $base } +{ $increment } за ход начиная с { $from }-го хода
control-delay = { $base } с задержкой { $delay } на ход
control-then = { $list }, затем { $next }
control-meaning = { $control } ({ $category ->
    [standard] классические шахматы
    [rapid] быстрые шахматы
   *[blitz] блиц
})
control-unit-warning = { $text } читается как { $meaning }: числа без единиц — это секунды (PGN); укажите единицы, если имелись в виду минуты, например { $minutes }m+{ $increment }s
side-unknown = { $text } — не сторона (white или black)

# Ошибки движка правил (ст. 3, 4). $side (селектор): white, black.
rules-not-legal = { $text } — невозможный здесь ход { $side ->
    [white] белых
   *[black] чёрных
}
rules-ambiguous = { $text } неоднозначен: подходит более одного хода { $side ->
    [white] белых
   *[black] чёрных
}
rules-bad-san = { $label }: не ход в нотации SAN: { $text }
rules-illegal = { $label }: невозможный ход: { $reason }
rules-ply-out-of-range = полухода { $ply } нет: в партии { $plies } { $plies ->
    [one] полуход
    [few] полухода
   *[other] полуходов
}
rules-game-already-over = партия уже закончилась после { $after }: { $rule } (ст. { $article }); после окончания партии требовать ничью нельзя (ст. 5.1.1, 9.6)
rules-pgn-game = партия { $game }, { $detail }
rules-pgn-syntax = PGN: { $detail }
rules-pgn-move = ход { $error }
rules-pgn-fen-tag = тег FEN: { $error }
rules-pgn-variant = вариант { $variant } не поддерживается: программа судит классические шахматы и шахматы Фишера (Chess960, Руководство II)
rules-fen-counter = { $name ->
    [halfmoves] счётчик полуходов
   *[fullmoves] номер хода
} { $shown } больше { $max } — максимума, достижимого в партии

## A refused command (issue 31): the event layer gives the facts, these words say them.
refuse-on-board = доска { $board }: { $reason }
refuse-claim-without-words = скажите, о чём требование
refuse-opponent-time-not-postponed = время сопернику даётся только при отложенном требовании III.5 (III.5.2); отклонение само даёт 2 минуты
refuse-result-without-rejection = результат указывается только при отклонении (удовлетворённое требование — ничья)
refuse-result-plain-rejection = результат указывается при отклонении только переданного (III.6) или отложенного (III.5.2) требования; запишите результат отдельно
refuse-postpone-not-iii5 = отложить можно только требование III.5 (III.5.2)
refuse-supervised = в этом турнире арбитр присутствует: заявляйте требование арбитру (III.5); III.6 — для партий без арбитра
refuse-no-ground = укажите основание: не может выиграть (III.6.1.1) и/или не пытается выиграть (III.6.1.2)
refuse-no-effort-sheet = требованию «не пытается выиграть» нужен заполненный бланк записи (III.6.1.2)
refuse-no-clocks = укажите показания обоих часов (у заявителя должно оставаться меньше двух минут, III.6)
refuse-no-referred-claim = нет переданного требования, которое нужно проверить
refuse-no-dispute = укажите, что оспаривается (--comment): позиция, бланк записи, часы
refuse-takeback-ends-action = отмена завершает действие: то, что следует за ней, записывайте отдельно
refuse-iii-increment = Руководство III применяется только к партиям без добавления (III.2.2)
refuse-iii-increment-since = в партии есть добавление с тех пор, как применено III.4
clock-error-out-of-order = { $action } в { $at } мс: раньше предыдущего события часов в { $last } мс
clock-error-not-started = { $action }: часы не запущены
clock-error-already-started = start: часы уже запущены
clock-error-paused = { $action }: часы остановлены
clock-error-not-paused = resume: часы не остановлены
clock-error-frozen = press: часы заблокированы, у { $side ->
    [white] белых
   *[black] чёрных
} упал флажок в последнем периоде
clock-error-negative-time = { $action }: время { $side ->
    [white] белых
   *[black] чёрных
} стало бы отрицательным ({ $ms } мс)
clock-error-move-counters = set: счётчики ходов белых { $white }, чёрных { $black }: белые должны сделать столько же ходов, сколько чёрные, или на один больше
clock-error-negative-increment = increment: { $ms } мс — отрицательное значение
clock-error-overflow = { $action }: время вне допустимого диапазона
