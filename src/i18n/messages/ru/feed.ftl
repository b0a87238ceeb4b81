# ru: трансляция с электронных досок (arbiter follow, arbiter feed).

feed-recorded = доска { $board }: { $count ->
    [one] { $count } ход
    [few] { $count } хода
   *[other] { $count } ходов
} из трансляции ({ $moves })
feed-attached = доска { $board }: трансляция из { $source }
feed-unmatched = { $source }: партия { $game } ({ $white } – { $black }{ $tags }) не соответствует ни одной доске тура { $round }: не записана
feed-ambiguous = { $source }: партия { $game } ({ $white } – { $black }) соответствует доскам { $boards } тура { $round }: не записана
feed-tags = , тур { $round } доска { $board }
feed-disagrees = доска { $board }: трансляция расходится с записью с { $label }{ $recorded }: в трансляции { $label }{ $feed } — из неё ничего не записано (arbiter feed follow { $board } возвращает запись к этому месту и следует трансляции; arbiter feed ignore { $board } сохраняет запись)
feed-behind = доска { $board }: в трансляции { $feed } { $feed ->
    [one] полуход
    [few] полухода
   *[many] полуходов
}, в записи { $recorded } — прочитано повторно, всё ещё отстаёт: записано как расхождение
feed-missing = (нет хода)
feed-illegal = доска { $board }: ход трансляции { $label }{ $san } там невозможен ({ $reason }): с него ничего не записано
feed-other-variant = доска { $board }: трансляция играет { $theirs }, доска — { $ours }: из неё ничего не записано
feed-proposed = доска { $board }: трансляция даёт результат { $result } — предложение, не применено (запишите его: arbiter result { $board } { $result })
feed-unreadable = { $source }: { $error }
feed-too-big = { $source }: больше { $limit } МиБ: не прочитано
feed-conflict = доска { $board }: изменена другим арбитром во время чтения трансляции — будет прочитана снова при следующем проходе
feed-dry-match = { $source }: партия { $game } ({ $white } – { $black }) → доска { $board }: { $plan }
feed-dry-nothing = ничего нового
feed-dry-would = новых полуходов: { $count }, с { $label }
feed-watching = слежение за { $count ->
    [one] { $count } источником
   *[other] { $count } источниками
}, тур { $round } (Ctrl-C — остановить){ $polling }
feed-polling = ; опрос каждые { $seconds } с
feed-no-boards = в туре { $round } нет досок для трансляции
feed-ignored = доска { $board }: трансляция теперь игнорируется; запись остаётся как есть
feed-followed = доска { $board }: трансляция снова отслеживается{ $taken ->
    [0] {""}
   *[other] ; отменено полуходов: { $taken }, до { $label }
}
feed-show = трансляция из { $source }: ходов из трансляции: { $moves }, последний в { $last }{ $ignored ->
    [1] ; трансляция игнорируется (решение арбитра)
   *[0] {""}
}
feed-show-disagreement = ; трансляция расходится с { $label }: в ней { $feed }
feed-show-proposed = ; трансляция предлагает { $result } (не применено)
feed-game-over = партия окончена по Правилам после { $label }, ст. { $article }
event-feed-attached = доска транслируется из { $source }
event-feed-disagrees = трансляция { $source } расходится на полуходе { $ply }: в записи { $recorded }, в трансляции { $feed }
event-feed-proposed = трансляция { $source } предлагает результат { $result }
event-feed-ignore = трансляция на этой доске игнорируется
event-feed-follow = трансляция снова отслеживается
feed-refused-attached = доска уже транслируется из { $source }
feed-refused-ply = полуход { $ply } не записан (в записи полуходов: { $plies })
feed-refused-result = результат { $result } уже предложен или записан
feed-refused-not-fed = эта доска не транслируется с электронной доски (arbiter follow)
feed-refused-disagreement = это расхождение уже записано
feed-refused-ignored = трансляция на этой доске уже игнорируется
feed-refused-followed = трансляция на этой доске уже отслеживается
feed-problem-not-fed = #{ $seq }: сообщение трансляции на доске без трансляции
feed-bad-interval = --interval { $interval }: укажите секунды от 0 до 3600
feed-too-many-files = больше { $limit } файлов PGN
feed-not-a-file = { $source }: не обычный файл (канал или устройство): пропущен
feed-pass-full = { $source }: не прочитано: проход читает не больше { $limit } МиБ файлов
event-feed-agrees = трансляция { $source } снова совпадает с записью: расхождение снято
feed-refused-agrees = трансляция уже совпадает с записью: снимать нечего
feed-agrees = доска { $board }: трансляция снова совпадает с записью — расхождение снято, ничего не переписано
feed-refused-contradiction = это противоречие уже записано
feed-show-contradiction = ; партия трансляции указывает эту доску, но её игроки { $white } – { $black }: из неё ничего не записано
event-feed-contradicts = трансляция { $source } по тегам относится к этой доске, но её игроки { $white } – { $black } — { $why }: из партии ничего не записано
feed-contradicts = { $source }: партия { $game } ({ $white } – { $black }) по тегам — доска { $board }, но её игроки — { $why }: не записана ни на одну доску — решает арбитр (исправьте трансляцию или жеребьёвку; arbiter feed ignore { $board } сохраняет запись)
feed-why-reversed = игроки этой доски с обратными цветами
feed-why-pairing = пара доски { $board }
event-feed-clock-beyond = трансляция { $source } показывает часы { $side ->
    [white] белых
   *[black] чёрных
} { $clock } после полухода { $ply } — больше, чем контроль позволяет ({ $most }): не принято как показание
event-feed-illegal = трансляция { $source } продолжает ходом { $san } на полуходе { $ply }, невозможным там: с него ничего не записано, пока электронная доска не исправлена
event-feed-clocks = трансляция { $source } даёт часы { $white } – { $black } между ходами
feed-refused-clock-beyond = это показание часов уже отклонено
feed-refused-illegal = этот невозможный ход трансляции уже записан
feed-refused-clocks = эти часы трансляции уже записаны
feed-clock-beyond = доска { $board }: трансляция показывает часы { $side ->
    [white] белых
   *[black] чёрных
} { $clock } после { $label } — больше, чем контроль позволяет ({ $most }): не принято как показание
feed-show-clock-beyond = ; отклонено показание: часы { $side ->
    [white] белых
   *[black] чёрных
} { $clock } после { $label } (не больше { $most })
feed-show-illegal = ; ход трансляции { $label } там невозможен: с него ничего не записано, пока электронная доска не исправлена (ст. 7.5.1)
feed-clocks = доска { $board }: часы по тегам трансляции: { $white } – { $black }
event-feed-clock-reference = трансляция { $source } даёт часы { $white } – { $black }, часы { $side ->
    [white] белых
   *[black] чёрных
} идут с { $at } — опорное время впереди часов этого компьютера или раньше, чем эти часы могли идти ({ $most }): не принято как показание
feed-reference-why = их опорное время { $at } { $ahead ->
    [1] на { $by } впереди часов этого компьютера
   *[0] на { $by } раньше — дольше, чем могли идти часы { $side ->
        [white] белых
       *[black] чёрных
    } ({ $most })
}
feed-clock-reference = доска { $board }: теги часов трансляции { $white } – { $black } не приняты как показание: { $why }
feed-show-clock-reference = ; теги часов отклонены: { $white } – { $black }, { $why }
event-feed-after-end = трансляция { $source } продолжает ходом { $san } на полуходе { $ply }, хотя по Правилам партия окончена после полухода { $end } (ст. { $article }): окончание остаётся в силе, ничего из этого не записано
feed-refused-after-end = этот ход трансляции после окончания партии уже записан
feed-show-after-end = ; трансляция продолжает ходом { $label }, хотя партия окончена после { $end } (ст. { $article }): окончание остаётся в силе, ничего из этого не записано
