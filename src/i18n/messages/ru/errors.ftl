# ru: сообщения errors — что может случиться с файлом турнира или входным файлом.

errors-not-found = { $path }: такого файла турнира нет (создайте его командой `arbiter init`)
errors-exists = { $path }: уже существует; файл не перезаписан
errors-not-regular = { $path }: это { $kind }, а не обычный файл; файл турнира должен быть обычным файлом (ничего не открыто)
errors-not-sqlite = { $path }: не файл SQLite ({ $detail }); это не файл турнира arbiter, ничего не открыто
errors-not-arbiter = { $path }: файл SQLite, но не файл турнира arbiter ({ $detail }); ничего не открыто
errors-too-new = { $path }: создан более новой версией arbiter (схема { $found }, эта версия знает { $known }); файл не изменён
errors-read-only = { $path }: только для чтения ({ $detail }); ничего не записано
errors-disk-full = { $path }: диск заполнен (или файл достиг предельного размера); ничего не записано
errors-locked = { $path }: заблокирован другим процессом дольше { $ms } мс; ничего не записано — повторите попытку
errors-cannot-open = { $path }: не удаётся открыть ({ $detail })
errors-conflict-shorter = на доске { $board } только { $last } событий, а не { $expect } — проверьте и повторите
errors-conflict-changed = доска { $board } изменилась: { $what } ({ $who }, { $when }){ $earlier ->
    [0] {""}
    [one] {" "}(и ещё { $earlier } более раннее изменение после № { $expect })
    [few] {" "}(и ещё { $earlier } более ранних изменения после № { $expect })
   *[other] {" "}(и ещё { $earlier } более ранних изменений после № { $expect })
} — проверьте и повторите
errors-no-board = { $path }: доски { $board } нет
errors-out-of-range = { $path }: { $detail }; ничего не записано
errors-board-exists = { $path }: доска { $board } уже существует
errors-corrupt = { $path }: повреждён: { $detail }
errors-system = { $path }: { $detail }

errors-at-line = { $file }, строка { $line }
errors-at-column = { $file }, строка { $line }: столбец { $column }
errors-located = { $at }: { $message }
errors-export = не удаётся записать партию: { $message }

errors-fen-syntax = это не FEN: { $part ->
    [board] неверна часть с доской
    [turn] неверно указана очерёдность хода
    [castling] неверна часть с рокировками
    [ep] неверно поле взятия на проходе
    [halfmoves] неверен счётчик полуходов
    [fullmoves] неверен номер хода
   *[other] нет шести полей FEN
} в { $text }
errors-fen-impossible = невозможная позиция: { $detail }
errors-fen-empty-board = на доске нет фигур
errors-fen-missing-king = не хватает короля
errors-fen-too-many-kings = у одной из сторон больше одного короля
errors-fen-pawns-on-backrank = пешка на первой или последней горизонтали
errors-fen-castling = права на рокировку, которые позиция не допускает
errors-fen-ep = поле взятия на проходе, которое позиция не допускает
errors-fen-opposite-check = сторона, не имеющая очереди хода, под шахом
errors-fen-impossible-check = шах, который не мог быть дан ни одним допустимым ходом
errors-fen-too-much-material = больше материала, чем могут дать превращения
errors-fen-other = это не позиция классических шахмат
errors-pgn-unreadable = не удаётся прочитать PGN: { $detail }

errors-time-control = контроль времени { $text }: { $why }
errors-tc-empty = пустой контроль времени (напишите, например, 40/5400+30:1800+30, 900+10 или готовый вариант: { $presets })
errors-tc-bad-time = период { $period }: { $part } — не время (секунды или число с h, m, min или s; не более 3 знаков после запятой)
errors-tc-bad-moves = период { $period }: { $part } — не число ходов
errors-tc-bad-from-move = период { $period }: { $part } — не номер хода, с которого начинается добавление времени
errors-tc-ambiguous-slash = период { $period }: в { $part } единицы указаны по обе стороны от '/'; пишите ХОДЫ/ВРЕМЯ (40/90m) или ВРЕМЯ/ХОДЫ (90m/40)
errors-tc-shorthand = период { $period }: в { $part } два знака '+'; сокращение 90/40+30+30s пишется 90m/40+30s:30m+30s (или готовый вариант fide-standard), в PGN 40/5400+30:1800+30
errors-tc-unexpected = период { $period }: неожиданное { $part }
errors-tc-zero-moves = период { $period }: период из 0 ходов
errors-tc-missing-moves = период { $period }: { $part } — не последний период, поэтому нужно число ходов (ХОДЫ/ВРЕМЯ)
errors-tc-last-with-moves = период { $period }: { $part } — последний период, поэтому у него не может быть числа ходов; добавьте период на оставшиеся ходы (например, { $bare }:1800)
errors-tc-no-time = период 1: { $part } не даёт времени на начало партии
errors-tc-unknown = { $part } — не контроль времени и не готовый вариант ({ $presets })

errors-no-key-file = { $file }: такого файла ключа нет
errors-no-free-board = после доски { $highest } свободных номеров досок нет (номера досок от 1 до { $max }); укажите номер с --number

# Файлы жеребьёвки (CSV, PGN), трансляции и экспорт.
errors-no-pairings = в файле нет жеребьёвки
errors-expected-round = ожидался номер тура, найдено '{ $found }'
errors-expected-board = ожидался номер доски, найдено '{ $found }'
errors-csv-quotes = кавычки этой строки не образуют пар: поле в кавычках, открытое в строке { $line }, не закрыто, или кавычка стоит внутри поля без кавычек, в том числе после пробела (заключите всё поле в кавычки, начиная с кавычки, и удвойте кавычки внутри)
errors-csv-unreadable = файл нельзя прочитать как CSV: { $reason }
errors-csv-no-column = в заголовке нет столбца { $column }
errors-csv-no-round = в файле нет столбца тура: укажите тур (--round R)
errors-csv-no-board = в строке нет номера доски
errors-csv-no-players = в строке нужны игрок белыми и игрок чёрными
errors-pgn-bad-round = Round "{ $round }": ожидалось "Т.Д" (тур.доска) или "Т"
errors-pgn-no-round = у партии нет тега Round: укажите тур (--round R)
errors-pgn-bad-board = Board "{ $board }": ожидался номер доски
errors-pgn-no-player = тур { $round }, доска { $board }: нет игрока { $side ->
    [White] белыми
   *[other] чёрными
}
errors-pgn-no-games = в PGN нет партий
errors-pgn-no-games-of-round = в PGN нет партий тура { $round }
errors-pgn-no-game = в файле нет ни одной партии
errors-pgn-too-long = больше { $max } ходов: это не партия
errors-pgn-more-than-one = в файле больше одной партии: импортируйте по одной партии на доску
errors-feed-too-many-games = больше { $max } партий: это не трансляция одного тура
errors-feed-too-long = партия { $game }: больше { $max } полуходов
errors-feed-variant = партия { $game }: вариант { $variant } не поддерживается: программа судит классические шахматы и шахматы Фишера (Chess960, Руководство II)
errors-board-variant = доска { $board }: вариант { $variant } этой программе неизвестен
errors-export-result = тур { $round }, доска { $board }: '{ $result }' — не результат PGN (1-0, 0-1, 1/2-1/2 или *)
errors-export-fen = тур { $round }, доска { $board }: FEN '{ $fen }': { $error }
errors-export-san = тур { $round }, доска { $board }: '{ $san }' — не ход в SAN
errors-export-round-zero = туры нумеруются с 1
errors-export-no-start-numbers = тур { $round }, доска { $board }: нет стартовых номеров (жеребьёвка импортирована не из TRF)
errors-import-conflict = тур { $round }, доска { $board }: в турнире { $existing }, в файле { $incoming } ({ $started ->
    [yes] партия началась, ничего не перезаписывается
   *[no] другие игроки; чтобы заменить ещё не начатую доску, используйте --replace
})

# TRF16 (ФИДЕ) и проверки жеребьёвки.
errors-expected-fide-id = ожидался код ФИДЕ (цифры), найдено '{ $found }'
errors-expected-rating = ожидался рейтинг (0–3500), найдено '{ $found }'
errors-pairing-round-zero = тур 0: туры нумеруются с 1
errors-pairing-board-zero = доска 0: доски нумеруются с 1
errors-pairing-no-name = тур { $round }, доска { $board }: у игрока нет имени
errors-pairing-board-twice = тур { $round }, доска { $board }: доска встречается дважды (впервые в строке { $first })
errors-pairing-against-self = тур { $round }, доска { $board }: { $player } играет сам с собой
errors-pairing-player-twice = тур { $round }: { $player } встречается в жеребьёвке дважды (также в строке { $first })
errors-trf-expected-rounds = ожидалось число туров, найдено '{ $found }'
errors-trf-expected-start = ожидался стартовый номер, найдено '{ $found }'
errors-trf-expected-opponent = ожидался стартовый номер соперника, найдено '{ $found }'
errors-trf-expected-colour = ожидался цвет (w, b или -), найдено '{ $found }'
errors-trf-expected-result = ожидался код результата, найдено '{ $found }'
errors-trf-expected-points = ожидались очки вида 1.0, найдено '{ $found }'
errors-trf-expected-class = ожидался класс результата (W, D, L, A, P, X), найдено '{ $found }'
errors-trf-expected-bye = ожидался вид пропуска тура (F, H или Z), найдено '{ $found }'
errors-trf-expected-blank = ожидался пробел, найдено '{ $found }' (столбцы тура { $round } сдвинуты)
errors-trf-no-name = у игрока нет имени
errors-trf-no-colour = тур { $round }: соперник указан, а цвет нет
errors-trf-start-twice = стартовый номер { $start } использован дважды (впервые в строке { $first })
errors-trf-unknown-opponent = тур { $round }: соперника { $opponent } нет в списке игроков
errors-trf-unknown-player = игрока { $player } нет в списке игроков
errors-trf-not-paired-back = тур { $round }: { $player } ({ $start }) играет с { $opponent } ({ $opponent_start }), но в его записи (строка { $line }) нет ответной пары с другим цветом
errors-trf-results-mismatch = тур { $round }: результаты { $player } и { $opponent } (строка { $line }) не складываются в результат одной партии
errors-trf-bye-and-paired = тур { $round }: { $player } ({ $start }) здесь свободен от игры, но в строке { $line } у него есть пара
errors-trf-no-round-paired = в TRF нет ни одного тура с жеребьёвкой
errors-trf-round-not-paired = в TRF нет жеребьёвки тура { $round }

# Что повреждено в файле турнира (после "ФАЙЛ: повреждён: ") и что находит `arbiter check`.
errors-corrupt-language = настройки: { $text } — не язык, на котором говорит arbiter: en, es или ru
errors-corrupt-edition = настройки: неизвестная редакция Правил { $edition }
errors-corrupt-round-date = тур { $round }: дата { $value }
errors-corrupt-round-time = тур { $round }: время { $value }
errors-corrupt-bye-kind = тур { $round }: вид пропуска тура { $value }
errors-corrupt-encode = не удаётся закодировать событие: { $error }
errors-corrupt-missing-event = доска { $board }: нет события { $seq }
errors-corrupt-unreadable-event = доска { $board }, событие { $seq }: не читается ({ $error })
errors-corrupt-backup = резервная копия не прошла проверку целостности: { $result }
errors-corrupt-foreign-key = внешний ключ: таблица { $table }, строка { $row }
errors-corrupt-gap = доска { $board }: событий { $count }, а номера доходят до { $max }
errors-corrupt-refers-later = доска { $board }, событие { $seq }: ссылается на № { $target }, а это не более раннее событие
errors-corrupt-migration = миграция не удалась: { $error }
errors-not-a-key = это не ключ турнира (ожидалось { $digits } шестнадцатеричных цифр)

# Почему файл — не файл турнира, и что представляет собой путь, который не является обычным файлом.
errors-detail-empty = файл пуст
errors-detail-no-header = нет заголовка SQLite
errors-detail-no-schema = нет версии схемы
errors-detail-no-write = нет права на запись в файл
errors-kind-directory = каталог
errors-kind-fifo = FIFO (именованный канал)
errors-kind-socket = сокет
errors-kind-char-device = символьное устройство
errors-kind-block-device = блочное устройство
errors-kind-other = не обычный файл
errors-trf-no-players = в TRF нет записей игроков (001)
errors-player-no-name = у игрока должно быть имя

# Что сказали операционная система или SQLite — на языке читающего.
errors-os-code = { $what } (системная ошибка { $code })
errors-os-other = системная ошибка: { $system }
errors-os-not-found = нет такого файла или каталога
errors-os-permission-denied = доступ запрещён
errors-os-read-only-fs = файловая система только для чтения
errors-os-storage-full = на устройстве не осталось места
errors-os-file-too-large = файл слишком велик
errors-os-is-a-directory = это каталог
errors-os-not-a-directory = это не каталог
errors-os-already-exists = файл уже существует
errors-os-invalid-data = недопустимые данные (не текст UTF-8)
errors-os-unexpected-eof = неожиданный конец файла
errors-os-timed-out = истекло время ожидания
errors-os-connection-refused = в соединении отказано
errors-os-unreachable = сеть или узел недоступны
errors-sqlite-code = { $what } (код SQLite { $code })
errors-sqlite-other = SQLite: { $system }
errors-sqlite-read-only = попытка записи в базу данных только для чтения
errors-sqlite-cannot-open = не удаётся открыть файл базы данных
errors-sqlite-permission-denied = в доступе отказано
errors-sqlite-not-a-database = файл не является базой данных
errors-sqlite-corrupt = образ базы данных на диске повреждён
errors-sqlite-io = ошибка ввода-вывода диска
errors-sqlite-full = база данных или диск переполнены
errors-sqlite-busy = база данных заблокирована
errors-sqlite-constraint = нарушено ограничение базы данных
errors-sqlite-too-big = строка или BLOB слишком велики
errors-sqlite-no-memory = недостаточно памяти

text-control-character = { $field } { $text } содержит управляющий символ { $code }; нужна одна строка простого текста
text-invisible-character = { $field } { $text } содержит невидимый символ { $code }, из-за которого имя выглядит как другое; введите его без этого символа
text-field-white = имя белых
text-field-black = имя чёрных
text-field-player = имя игрока
text-field-title = звание игрока
text-field-federation = федерация игрока
errors-trf-team-file = это TRF командного турнира (запись { $record }): arbiter ведёт личные турниры; жеребьёвку командных турниров делайте в программе для командных турниров
errors-trf-scoring-not-standard = запись 162 даёт { $class } { $found } очка, а не { $expected }: arbiter считает победу за 1, ничью за ½, поражение или неявку за 0 и свободный от жеребьёвки тур за 1 (ст. 10.1) и другой системы подсчёта не импортирует
