# ru: hostile messages.

hostile-player-seat = Вы играете { $side ->
    [white] белыми
   *[black] чёрными
} на доске { $board }: в этом сеансе можно заявлять и подтверждать только за эту сторону.
hostile-line-too-long = Строка длиннее { $limit } байт: пропущена. Введите её ещё раз, короче.
hostile-own-claim = Требование #{ $seq } заявили вы: его подтверждает соперник (III.6.1), а не вы.

hostile-damaged = { $path }: файл повреждён ({ $detail }); больше в него ничего не записывается. Остановитесь и восстановите на его место последнюю резервную копию (`arbiter backup`).
hostile-no-key = { $path }: журнал этого турнира защищён от подделки, а его ключ прочитать нельзя ({ $why }); ничего не записано. Работайте под учётной записью арбитров или укажите ключ через --key.
hostile-chain-ok = цепочка проверена: событий { $count }, последнее #{ $head } { $mac }
hostile-chain-empty = цепочка проверена: событий ещё нет
hostile-chain-none = цепочки нет (файл создан до появления защищённого журнала)
hostile-chain-unverified = цепочка не проверена: { $why }
hostile-chain-broken = цепочка НАРУШЕНА
hostile-chain-seal = печать цепочки не соответствует ключу: запись о цепочке изменена, или это ключ другого турнира
hostile-chain-edited = событие #{ $id } (доска { $board }, #{ $seq }) не соответствует цепочке: изменено или вставлено без ключа
hostile-chain-unmarked = у события #{ $id } (доска { $board }, #{ $seq }) нет MAC: вставлено без ключа
hostile-chain-gap = событие #{ $id } (доска { $board }, #{ $seq }) не соответствует цепочке: { $missing ->
    [one] предшествующее событие отсутствует (удалено)
   *[other] предшествующие события ({ $missing }) отсутствуют (удалены)
}
hostile-chain-removed = для этого файла есть ключ ({ $key }), но в журнале нет цепочки: цепочка удалена
hostile-chain-orphan-macs = у событий есть MAC, но запись о цепочке пропала: цепочка удалена
hostile-against-lost = событие #{ $id } (доска { $board }, #{ $seq }) есть в копии { $backup }, но не в этом файле: файл потерял { $count ->
    [one] последнее событие
   *[other] последние события ({ $count })
}, начиная с него (удалённый WAL или возвращённая старая копия)
hostile-against-differs = событие #{ $id } (доска { $board }, #{ $seq }) отличается от копии { $backup }: история переписана на нём или раньше
hostile-against-ok = все события копии { $backup } (до #{ $head }) есть в этом файле без изменений
hostile-backup-done = { $db } скопирован в { $out } (последнее звено цепочки: { $head })
hostile-backup-head = событие #{ $id } { $mac }
hostile-backup-no-head = событий ещё нет
hostile-backup-every = резервное копирование { $db } в { $dir } каждые { $minutes } мин, хранятся последние { $keep } копий; Ctrl-C — остановить
hostile-backup-minutes = --every { $minutes }: укажите от 1 до { $max } минут
hostile-against-no-head = { $file }: это не резервная копия SQLite и не файл требований с тегом EventChainHead: сравнивать не с чем
hostile-against-head-lost = файл требований { $file } выгружен, когда последним звеном цепочки было событие #{ $id }, а в этом файле события #{ $id } нет: файл потерял конец журнала, начиная с него (удалённый WAL или возвращённая старая копия)
hostile-against-head-differs = файл требований { $file } выгружен, когда последним звеном цепочки было событие #{ $id }, а здесь событие #{ $id } другое: история переписана на нём или раньше
hostile-cannot-read = { $file }: не удаётся прочитать
hostile-cannot-make-folder = { $dir }: не удаётся создать папку
hostile-cannot-list-folder = { $dir }: не удаётся прочитать папку
hostile-cannot-remove = { $file }: не удаётся удалить
hostile-check-ok = { $file }: в порядке (схема { $schema }, досок: { $boards }, событий: { $events })
