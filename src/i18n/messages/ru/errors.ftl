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

errors-bad-san = { $label }: это не ход в алгебраической нотации (SAN): { $text }
errors-illegal-move = { $label }: невозможный ход: { $reason }
errors-fen-syntax = это не FEN: { $detail }
errors-fen-impossible = невозможная позиция: { $detail }
errors-pgn-game = партия { $game }, { $detail }
errors-pgn-syntax = PGN: { $detail }
errors-ply-out-of-range = полуход { $ply } вне диапазона: в партии { $plies } полуходов
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
