# es: mensajes de errors — lo que puede fallar con un archivo del torneo o un archivo de entrada.

errors-not-found = { $path }: no existe ese archivo del torneo (créelo con `arbiter init`)
errors-exists = { $path }: ya existe; no se sobrescribe
errors-not-regular = { $path }: es { $kind }, no un archivo normal; un archivo del torneo debe serlo (no se abrió nada)
errors-not-sqlite = { $path }: no es un archivo SQLite ({ $detail }); no es un archivo de torneo de arbiter, no se abrió nada
errors-not-arbiter = { $path }: es un archivo SQLite, pero no un archivo de torneo de arbiter ({ $detail }); no se abrió nada
errors-too-new = { $path }: creado por una versión más reciente de arbiter (esquema { $found }, esta conoce el { $known }); el archivo no se ha modificado
errors-read-only = { $path }: solo lectura ({ $detail }); no se escribió nada
errors-disk-full = { $path }: disco lleno (o el archivo alcanzó su tamaño máximo); no se escribió nada
errors-locked = { $path }: bloqueado por otro proceso durante más de { $ms } ms; no se escribió nada — inténtelo de nuevo
errors-cannot-open = { $path }: no se puede abrir ({ $detail })
errors-conflict-shorter = el tablero { $board } solo tiene { $last } eventos, no { $expect } — revise y vuelva a intentarlo
errors-conflict-changed = el tablero { $board } ha cambiado: { $what }, por { $who } a las { $when }{ $earlier ->
    [0] {""}
    [one] {" "}(y { $earlier } cambio anterior desde el n.º { $expect })
   *[other] {" "}(y { $earlier } cambios anteriores desde el n.º { $expect })
} — revise y vuelva a intentarlo
errors-no-board = { $path }: no hay ningún tablero { $board }
errors-out-of-range = { $path }: { $detail }; no se escribió nada
errors-board-exists = { $path }: el tablero { $board } ya existe
errors-corrupt = { $path }: dañado: { $detail }
errors-system = { $path }: { $detail }

errors-at-line = { $file }, línea { $line }
errors-at-column = { $file }, línea { $line }: columna { $column }
errors-located = { $at }: { $message }
errors-export = no se puede escribir la partida: { $message }

errors-fen-syntax = no es una FEN: { $part ->
    [board] la parte del tablero es incorrecta
    [turn] el bando que mueve es incorrecto
    [castling] la parte de los enroques es incorrecta
    [ep] la casilla de captura al paso es incorrecta
    [halfmoves] el contador de medias jugadas es incorrecto
    [fullmoves] el número de jugada es incorrecto
   *[other] no tiene los seis campos de una FEN
} en { $text }
errors-fen-impossible = posición imposible: { $detail }
errors-fen-empty-board = no hay piezas en el tablero
errors-fen-missing-king = falta un rey
errors-fen-too-many-kings = un bando tiene más de un rey
errors-fen-pawns-on-backrank = un peón en la primera o en la última fila
errors-fen-castling = derechos de enroque que la posición no permite
errors-fen-ep = una casilla de captura al paso que la posición no permite
errors-fen-opposite-check = el bando que no tiene el turno está en jaque
errors-fen-impossible-check = un jaque que ninguna jugada legal puede haber dado
errors-fen-too-much-material = más material del que pueden dar las promociones
errors-fen-other = no es una posición de ajedrez estándar
errors-pgn-unreadable = no se puede leer el PGN: { $detail }

errors-time-control = ritmo de juego { $text }: { $why }
errors-tc-empty = ritmo de juego vacío (escriba p. ej. 40/5400+30:1800+30, 900+10, o uno predefinido: { $presets })
errors-tc-bad-time = período { $period }: { $part } no es un tiempo (segundos, o un número con h, m, min o s; como máximo 3 decimales)
errors-tc-bad-moves = período { $period }: { $part } no es un número de jugadas
errors-tc-bad-from-move = período { $period }: { $part } no es un número de jugada desde el que empiece el incremento
errors-tc-ambiguous-slash = período { $period }: { $part } pone unidad a ambos lados de '/'; escriba JUGADAS/TIEMPO (40/90m) o TIEMPO/JUGADAS (90m/40)
errors-tc-shorthand = período { $period }: { $part } tiene dos '+'; la forma abreviada 90/40+30+30s se escribe 90m/40+30s:30m+30s (o el predefinido fide-standard), en PGN 40/5400+30:1800+30
errors-tc-unexpected = período { $period }: { $part } inesperado
errors-tc-zero-moves = período { $period }: un período de 0 jugadas
errors-tc-missing-moves = período { $period }: { $part } no es el último período, así que necesita un número de jugadas (JUGADAS/TIEMPO)
errors-tc-last-with-moves = período { $period }: { $part } es el último período, así que no puede tener número de jugadas; añada el período para el resto de las jugadas (p. ej. { $bare }:1800)
errors-tc-no-time = período 1: { $part } no da ningún tiempo para empezar
errors-tc-unknown = { $part } no es un ritmo de juego ni uno predefinido ({ $presets })

errors-no-key-file = { $file }: no existe ese archivo de clave
errors-no-free-board = no queda ningún número de tablero libre después del tablero { $highest } (los tableros van del 1 al { $max }); indique uno con --number

# Archivos de emparejamientos (CSV, PGN), transmisiones y exportaciones.
errors-no-pairings = el archivo no contiene emparejamientos
errors-expected-round = se esperaba un número de ronda, se encontró '{ $found }'
errors-expected-board = se esperaba un número de tablero, se encontró '{ $found }'
errors-csv-quotes = las comillas de esta fila no se emparejan: un campo entre comillas abierto en la línea { $line } no se cierra, o hay unas comillas dentro de un campo sin comillas, también tras un espacio (ponga el campo entero entre comillas, empezando por ellas, y duplique sus comillas)
errors-csv-unreadable = el archivo no se puede leer como CSV: { $reason }
errors-csv-no-column = la cabecera no tiene la columna { $column }
errors-csv-no-round = el archivo no tiene columna de ronda: indique la ronda (--round R)
errors-csv-no-board = la fila no tiene número de tablero
errors-csv-no-players = la fila necesita un jugador con blancas y otro con negras
errors-pgn-bad-round = Round "{ $round }": se esperaba "R.T" (ronda.tablero) o "R"
errors-pgn-no-round = la partida no tiene etiqueta Round: indique la ronda (--round R)
errors-pgn-bad-board = Board "{ $board }": se esperaba un número de tablero
errors-pgn-no-player = ronda { $round } tablero { $board }: falta el jugador de { $side ->
    [White] blancas
   *[other] negras
}
errors-pgn-no-games = el PGN no contiene partidas
errors-pgn-no-games-of-round = el PGN no contiene partidas de la ronda { $round }
errors-pgn-no-game = el archivo no contiene ninguna partida
errors-pgn-too-long = más de { $max } jugadas: no es una partida
errors-pgn-more-than-one = más de una partida en el archivo: importe una partida por tablero
errors-feed-too-many-games = más de { $max } partidas: no es la transmisión de una ronda
errors-feed-too-long = partida { $game }: más de { $max } medias jugadas
errors-feed-variant = partida { $game }: la variante { $variant } no está admitida: este árbitro juzga el ajedrez estándar y el Chess960 (Directrices II)
errors-board-variant = tablero { $board }: la variante { $variant } no es una que este árbitro conozca
errors-export-result = ronda { $round } tablero { $board }: '{ $result }' no es un resultado PGN (1-0, 0-1, 1/2-1/2 o *)
errors-export-fen = ronda { $round } tablero { $board }: FEN '{ $fen }': { $error }
errors-export-san = ronda { $round } tablero { $board }: '{ $san }' no es una jugada SAN
errors-export-round-zero = las rondas se numeran desde 1
errors-export-no-start-numbers = ronda { $round } tablero { $board }: sin números iniciales (los emparejamientos no se importaron de un TRF)
errors-import-conflict = ronda { $round } tablero { $board }: el torneo tiene { $existing }, el archivo { $incoming } ({ $started ->
    [yes] la partida ha comenzado, no se sobrescribe nada
   *[no] jugadores distintos; use --replace para cambiar un tablero que aún no ha empezado
})

# TRF16 (FIDE) y comprobaciones de los emparejamientos.
errors-expected-fide-id = se esperaba un código FIDE (dígitos), se encontró '{ $found }'
errors-expected-rating = se esperaba un Elo (0–3500), se encontró '{ $found }'
errors-pairing-round-zero = ronda 0: las rondas se numeran desde 1
errors-pairing-board-zero = tablero 0: los tableros se numeran desde 1
errors-pairing-no-name = ronda { $round } tablero { $board }: un jugador no tiene nombre
errors-pairing-board-twice = ronda { $round } tablero { $board } emparejado dos veces (la primera en la línea { $first })
errors-pairing-against-self = ronda { $round } tablero { $board }: { $player } está emparejado consigo mismo
errors-pairing-player-twice = ronda { $round }: { $player } está emparejado dos veces (también en la línea { $first })
errors-trf-expected-rounds = se esperaba un número de rondas, se encontró '{ $found }'
errors-trf-expected-start = se esperaba un número inicial, se encontró '{ $found }'
errors-trf-expected-opponent = se esperaba el número inicial de un rival, se encontró '{ $found }'
errors-trf-expected-colour = se esperaba un color (w, b o -), se encontró '{ $found }'
errors-trf-expected-result = se esperaba un código de resultado, se encontró '{ $found }'
errors-trf-expected-points = se esperaban puntos como 1.0, se encontró '{ $found }'
errors-trf-expected-class = se esperaba una clase de resultado (W, D, L, A, P, X), se encontró '{ $found }'
errors-trf-expected-bye = se esperaba un tipo de bye (F, H o Z), se encontró '{ $found }'
errors-trf-expected-blank = se esperaba un espacio en blanco, se encontró '{ $found }' (las columnas de la ronda { $round } están desalineadas)
errors-trf-no-name = el jugador no tiene nombre
errors-trf-no-colour = ronda { $round }: hay rival pero no color
errors-trf-start-twice = el número inicial { $start } se usa dos veces (la primera en la línea { $first })
errors-trf-unknown-opponent = ronda { $round }: el rival { $opponent } no está en la lista de jugadores
errors-trf-unknown-player = el jugador { $player } no está en la lista de jugadores
errors-trf-not-paired-back = ronda { $round }: { $player } ({ $start }) está emparejado con { $opponent } ({ $opponent_start }), cuyo registro (línea { $line }) no lo empareja de vuelta con el otro color
errors-trf-results-mismatch = ronda { $round }: los resultados de { $player } y { $opponent } (línea { $line }) no forman el resultado de una partida
errors-trf-bye-and-paired = ronda { $round }: { $player } ({ $start }) tiene un bye aquí pero está emparejado en la línea { $line }
errors-trf-no-round-paired = ninguna ronda está emparejada en el TRF
errors-trf-round-not-paired = la ronda { $round } no está emparejada en el TRF

# Lo que está dañado en un archivo del torneo (tras "ARCHIVO: dañado: ") y lo que encuentra `arbiter check`.
errors-corrupt-language = configuración: { $text } no es un idioma que arbiter hable: en, es o ru
errors-corrupt-edition = configuración: edición de las Leyes desconocida { $edition }
errors-corrupt-round-date = ronda { $round }: fecha { $value }
errors-corrupt-round-time = ronda { $round }: hora { $value }
errors-corrupt-bye-kind = ronda { $round }: tipo de bye { $value }
errors-corrupt-encode = no se puede codificar el evento: { $error }
errors-corrupt-missing-event = tablero { $board }: falta el evento { $seq }
errors-corrupt-unreadable-event = tablero { $board } evento { $seq }: ilegible ({ $error })
errors-corrupt-backup = la copia de seguridad no pasó su comprobación de integridad: { $result }
errors-corrupt-foreign-key = clave externa: tabla { $table } fila { $row }
errors-corrupt-gap = tablero { $board }: { $count } eventos pero números de secuencia hasta { $max }
errors-corrupt-refers-later = tablero { $board } evento { $seq }: remite al n.º { $target }, que no es un evento anterior
errors-corrupt-migration = falló la migración: { $error }
errors-not-a-key = no es una clave del torneo (se esperaban { $digits } dígitos hexadecimales)

# Por qué un archivo no es un archivo del torneo, y qué es una ruta que no es un archivo normal.
errors-detail-empty = el archivo está vacío
errors-detail-no-header = sin cabecera SQLite
errors-detail-no-schema = sin versión de esquema
errors-detail-no-write = sin permiso de escritura sobre el archivo
errors-kind-directory = un directorio
errors-kind-fifo = una FIFO (tubería con nombre)
errors-kind-socket = un socket
errors-kind-char-device = un dispositivo de caracteres
errors-kind-block-device = un dispositivo de bloques
errors-kind-other = algo que no es un archivo normal
errors-trf-no-players = el TRF no contiene registros de jugadores (001)
errors-player-no-name = un jugador necesita un nombre

# Lo que dijo el sistema operativo o SQLite, en el idioma del lector.
errors-os-code = { $what } (error del sistema { $code })
errors-os-other = error del sistema: { $system }
errors-os-not-found = no existe el archivo o el directorio
errors-os-permission-denied = permiso denegado
errors-os-read-only-fs = sistema de archivos de solo lectura
errors-os-storage-full = no queda espacio en el dispositivo
errors-os-file-too-large = archivo demasiado grande
errors-os-is-a-directory = es un directorio
errors-os-not-a-directory = no es un directorio
errors-os-already-exists = el archivo ya existe
errors-os-invalid-data = datos no válidos (no es texto UTF-8)
errors-os-unexpected-eof = fin de archivo inesperado
errors-os-timed-out = se agotó el tiempo de espera
errors-os-connection-refused = conexión rechazada
errors-os-unreachable = red o equipo inalcanzable
errors-sqlite-code = { $what } (código SQLite { $code })
errors-sqlite-other = SQLite: { $system }
errors-sqlite-read-only = intento de escribir en una base de datos de solo lectura
errors-sqlite-cannot-open = no se puede abrir el archivo de la base de datos
errors-sqlite-permission-denied = permiso de acceso denegado
errors-sqlite-not-a-database = el archivo no es una base de datos
errors-sqlite-corrupt = la imagen en disco de la base de datos está dañada
errors-sqlite-io = error de entrada/salida del disco
errors-sqlite-full = la base de datos o el disco están llenos
errors-sqlite-busy = la base de datos está bloqueada
errors-sqlite-constraint = no se cumplió una restricción de la base de datos
errors-sqlite-too-big = cadena o blob demasiado grande
errors-sqlite-no-memory = memoria agotada

text-control-character = { $field } { $text } contiene el carácter de control { $code }; debe ser una línea de texto simple
text-invisible-character = { $field } { $text } contiene el carácter invisible { $code }, que lo hace parecer otro nombre; escríbalo sin él
text-field-white = el nombre de las blancas
text-field-black = el nombre de las negras
text-field-player = el nombre del jugador
text-field-title = el título del jugador
text-field-federation = la federación del jugador
errors-trf-team-file = es el TRF de un torneo por equipos (registro { $record }): arbiter dirige torneos individuales; empareje los torneos por equipos en el programa de emparejamientos por equipos
errors-trf-scoring-not-standard = el registro 162 da { $found } puntos a { $class }, no { $expected }: arbiter puntúa 1 la victoria, ½ las tablas, 0 la derrota o la ausencia y 1 el descanso asignado por el emparejamiento (Art. 10.1), y no importa otra puntuación
