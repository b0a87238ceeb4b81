# Напоминания (issue 35): за чем судья следит до того, как игрок обратится, со статьёй Правил.

reminder-repetition = 3-е повторение можно заявить: позиция после { $move } возникла дважды (9.2)
reminder-fifty = { $moves } ходов без взятия и хода пешкой: требование по правилу 50 ходов возможно с { $at } (9.3)
reminder-fifty-now = 50 ходов без взятия и хода пешкой: требование верно уже сейчас (9.3)
reminder-seventy = 70 ходов без взятия и хода пешкой: партия закончится сама на { $at } (близко 9.6.2)
reminder-time-control = { $side ->
    [white] Белые
   *[black] Чёрные
} делают ход { $move } из { $end }, осталось { $time }: следите за флажком и числом ходов (6.4)
reminder-guidelines = { $side ->
    [white] Белые
   *[black] Чёрные
}: меньше 2 минут ({ $time }): дополнительное добавление (III.4) или требование (III.5) возможны
reminder-scoresheet = { $side ->
    [white] Белые
   *[black] Чёрные
}: меньше 5 минут ({ $time }) без добавления 30 с: можно не записывать (8.4)
reminder-kind-repetition = repetition: дважды, следующее повторение заявимо (9.2)
reminder-kind-fifty-moves = fifty-moves: 45, 49, 50 ходов (9.3); 70 ходов (9.6.2)
reminder-kind-time-control = time-control: ходы 38–40 периода, < 5 мин (6.4)
reminder-kind-guidelines-iii = guidelines-iii: < 2 мин, Руководство III (III.4, III.5)
reminder-kind-scoresheet = scoresheet: < 5 мин, добавление < 30 с, можно не записывать (8.4)
reminder-on = вкл.
reminder-off = выкл.
reminders-title = Напоминания турнира (arbiter reminders on|off ВИД):
reminders-line = { $state }  { $line }
reminders-none = Напоминаний нет.
reminders-head = Напоминания:
reminders-item = › { $text }
reminders-help-title = Метки › — напоминания, каждое со статьёй:
reminders-bad-kind = { $error }
rule-change-reminder = { $on ->
    [on] напоминание включено
   *[off] напоминание отключено
}: { $line }
reminders-switched = { $on ->
    [on] включено
   *[off] отключено
}: { $who }, { $at }
ledger-head = Возможные требования (РС 2025 с.32: воспроизведите требование при обоих игроках):
ledger-none = Ни одно требование по 9.2 или 9.3 не было бы верным.
ledger-claim = после { $at } (полуход { $ply }), { $side ->
    [white] Белые
   *[black] Чёрные
}: { $article }
ledger-claim-repeat = после { $at } (полуход { $ply }), { $side ->
    [white] Белые
   *[black] Чёрные
}: { $article }, позиция { $position } (полуходы { $plies })
ledger-claim-written = после { $at } (полуход { $ply }), { $side ->
    [white] Белые
   *[black] Чёрные
}: { $article }, записав { $written }{ $ends }
ledger-claim-written-repeat = после { $at } (полуход { $ply }), { $side ->
    [white] Белые
   *[black] Чёрные
}: { $article }, записав { $written }{ $ends }, позиция { $position } (полуходы { $plies })
ledger-would-mate = , что дало бы мат: требование идёт раньше
ledger-would-stalemate = , что дало бы пат: требование идёт раньше
ledger-standings = Повторявшиеся позиции:
ledger-standing = { $label } после { $at } (полуход { $ply })
