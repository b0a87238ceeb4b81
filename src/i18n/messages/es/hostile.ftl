# es: hostile messages.

hostile-player-seat = Juega con { $side ->
    [white] blancas
   *[black] negras
} en el tablero { $board }: esta sesión reclama y verifica solo por ese puesto.
hostile-line-too-long = Línea de más de { $limit } bytes: ignorada. Escríbala de nuevo, más corta.
hostile-own-claim = Usted hizo la reclamación #{ $seq }: la verifica el adversario (III.6.1), no usted.

hostile-damaged = { $path }: el archivo está dañado ({ $detail }); no se escribe nada más en él. Deténgase y ponga en su lugar la última copia de seguridad (`arbiter backup`).
hostile-no-key = { $path }: el registro de este evento está protegido contra manipulaciones y su clave no se puede leer ({ $why }); no se ha escrito nada. Trabaje desde la cuenta de los árbitros o indique la clave con --key.
hostile-chain-ok = cadena verificada: { $count } eventos, cabeza #{ $head } { $mac }
hostile-chain-empty = cadena verificada: aún no hay eventos
hostile-chain-none = sin cadena (el archivo es anterior al registro protegido contra manipulaciones)
hostile-chain-unverified = cadena no verificada: { $why }
hostile-chain-broken = cadena ROTA
hostile-chain-seal = el sello de la cadena no corresponde a la clave: se editó el registro de la cadena, o la clave es de otro evento
hostile-chain-edited = el evento #{ $id } (tablero { $board } #{ $seq }) no corresponde a la cadena: editado, o insertado sin la clave
hostile-chain-unmarked = el evento #{ $id } (tablero { $board } #{ $seq }) no lleva MAC: insertado sin la clave
hostile-chain-gap = el evento #{ $id } (tablero { $board } #{ $seq }) no corresponde a la cadena: { $missing ->
    [one] falta el evento anterior (borrado)
   *[other] faltan los { $missing } eventos anteriores (borrados)
}
hostile-chain-removed = existe una clave para este archivo ({ $key }) pero su registro no lleva cadena: la cadena fue eliminada
hostile-chain-orphan-macs = hay eventos con MAC pero falta el registro de la cadena: la cadena fue eliminada
hostile-against-lost = el evento #{ $id } (tablero { $board } #{ $seq }) está en la copia { $backup } pero no en este archivo: este archivo perdió { $count ->
    [one] su último evento
   *[other] sus últimos { $count } eventos
} desde ahí (un WAL borrado, o una copia antigua repuesta)
hostile-against-differs = el evento #{ $id } (tablero { $board } #{ $seq }) difiere del de la copia { $backup }: la historia se reescribió en él o antes
hostile-against-ok = todos los eventos de la copia { $backup } (hasta #{ $head }) están en este archivo, sin cambios
hostile-backup-done = copia de { $db } hecha en { $out } (cabeza de la cadena: { $head })
hostile-backup-head = evento #{ $id } { $mac }
hostile-backup-no-head = aún no hay eventos
hostile-backup-every = copiando { $db } en { $dir } cada { $minutes } min, se conservan las últimas { $keep } copias; Ctrl-C para detener
hostile-backup-minutes = --every { $minutes }: indique entre 1 y { $max } minutos
hostile-against-no-head = { $file }: no es ni una copia SQLite ni un archivo de reclamaciones con la etiqueta EventChainHead: no hay nada con qué comparar
hostile-against-head-lost = el archivo de reclamaciones { $file } se exportó cuando el evento #{ $id } era la cabeza de la cadena, y este archivo no tiene evento #{ $id }: perdió su final desde ahí (un WAL borrado, o una copia antigua repuesta)
hostile-against-head-differs = el archivo de reclamaciones { $file } se exportó cuando el evento #{ $id } era la cabeza de la cadena, y aquí el evento #{ $id } es otro: la historia se reescribió en él o antes
hostile-cannot-read = { $file }: no se puede leer
hostile-cannot-make-folder = { $dir }: no se puede crear la carpeta
hostile-cannot-list-folder = { $dir }: no se puede listar la carpeta
hostile-cannot-remove = { $file }: no se puede borrar
hostile-check-ok = { $file }: correcto (esquema { $schema }, { $boards } tableros, { $events } sucesos)
hostile-companions-replaced = su archivo -wal o -shm se borró o se sustituyó mientras este programa tenía el archivo abierto, y otro programa trabaja ahora con otros; cierre todos los programas que usan el archivo y ejecute `arbiter check`
hostile-wal-bad-header = { $wal } no es un WAL ({ $len } bytes que no empiezan con una cabecera WAL). Si ningún programa tiene el archivo abierto, el propio archivo del evento contiene todas las acciones confirmadas (arbiter copia cada una en él antes de darla por hecha): aparte { $wal } y ejecute `arbiter check`
hostile-wal-break = { $wal } está dañado en el marco { $frame } (byte { $offset }): { $lost ->
    [one] le sigue { $lost } transacción confirmada
   *[other] le siguen { $lost } transacciones confirmadas
} que SQLite descartaría sin avisar. Si ningún programa tiene el archivo abierto, el propio archivo del evento contiene todas las acciones confirmadas: aparte { $wal } y ejecute `arbiter check`
hostile-zeroed-pages = { $count ->
    [one] la página { $pages } está
   *[other] las páginas { $pages } están
} a ceros (números de página del archivo)
hostile-snapshot-damaged = la instantánea del tablero { $board } en #{ $seq } no coincide con sus bytes o con su evento (dañada; los lectores reconstruyen ese tablero desde sus eventos)
seat-request-unreadable = no se pudo leer la petición del puesto en la entrada estándar
seat-request-too-long = la petición del puesto supera { $max } bytes; no se registra nada
seat-request-bad = la petición del puesto no es una que un puesto pueda hacer ({ $error }); no se registra nada
seat-request-not-a-seat = un puesto solo registra una reclamación o una verificación
seat-signer-empty = --signer no nombra ningún programa
seat-signer-failed = no se pudo ejecutar el paso de firma `{ $signer }`
seat-signer-refused = el paso de firma no lo registró (el motivo está arriba)
# Issue 29: los sellos de las tablas y el testigo del final del registro.
hostile-table-what = { $table ->
    [settings] los ajustes (nombre del evento, ritmo de juego, edición de las Leyes, puntuación, ronda actual…)
    [boards] los tableros (quién juega contra quién, configuración de los tableros)
    [players] los jugadores (nombres, ratings, ids FIDE, títulos)
    [rounds] las fechas y horas de inicio de las rondas
    [byes] los byes
    [reminders_off] los recordatorios desactivados
    [rule_changes] los cambios de las reglas del torneo (recordatorios activados y desactivados)
   *[other] los registros TRF conservados
}
hostile-table-edited = { hostile-table-what } no corresponden a la cadena: editados fuera del programa
hostile-table-refused = { $path }: { hostile-table-what } no corresponden a la cadena (editados fuera del programa); no se ha escrito nada. Ejecute `arbiter check` y ponga en su lugar la última copia de seguridad.
hostile-table-not-sealed = las tablas junto al registro aún no están selladas (el archivo se migró sin la clave): la próxima escritura con la clave las sella tal como están
hostile-witness-held = final atestiguado: la cabeza #{ $head } está aquí
hostile-witness-absent = el final del registro no está atestiguado (no existe { $file }): no se notaría que se borraran eventos del final
hostile-witness-foreign = el testigo { $file } es de otro archivo de evento (uno creado antes en esta ruta): el final del registro no está atestiguado
hostile-witness-unreadable = no se puede leer el testigo ({ $why }): el final del registro no está verificado
hostile-witness-forged = el testigo { $file } no corresponde a la clave: fue editado, o hecho con otra clave
hostile-witness-tail-lost = el testigo dice que se escribió el evento #{ $head }, y este archivo termina en #{ $last }: { $lost ->
    [one] perdió su último evento
   *[other] perdió sus últimos { $lost } eventos
} (un WAL borrado o dañado, o una copia anterior puesta en su lugar)
hostile-witness-head-differs = el testigo dice que se escribió el evento #{ $head }, y el evento #{ $head } de aquí es otro: la historia se reescribió en él o antes
hostile-witness-tables-back = las tablas junto al registro son más antiguas que lo atestiguado ({ $found } escrituras, { $witnessed } atestiguadas): se repusieron desde una copia anterior
hostile-witness-refused = { $path }: { $detail }; no se ha escrito nada (se volvería a dar un número ya dado). Ejecute `arbiter check` y ponga en su lugar la última copia de seguridad.
hostile-check-unverified = { $file }: no se pudo verificar: { $why }
hostile-read-broken = cadena ROTA en lo que se muestra: { $what }
hostile-read-unverified = no verificado contra la cadena: { $why }
