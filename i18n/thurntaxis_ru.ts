<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="80"/>
        <source>About %1</source>
        <translation>О программе «%1»</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="83"/>
        <source>Version %1 (Qt %2, Qt for Python %3, Python %4)</source>
        <translation>Версия %1 (Qt %2, Qt for Python %3, Python %4)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="93"/>
        <source>This program is not affiliated with the authors or the publisher of the games; its pictures and its computer players are its own.</source>
        <translation>Программа не связана с авторами и издателем игр; её рисунки и компьютерные игроки созданы для неё самой.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="96"/>
        <source>The program is free software under the MIT licence (the file LICENSE).</source>
        <translation>Программа&#xa0;— свободное программное обеспечение под лицензией MIT (файл LICENSE).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="98"/>
        <source>It is built with Qt 6 and Qt for Python (PySide6), under the GNU LGPL 3.0: they are linked dynamically and may be replaced with other builds of the same version. It also uses Python (PSF licence), networkx (BSD licence) and pydantic (MIT licence), and its texts are set in the DejaVu fonts (Bitstream Vera licence).</source>
        <translation>Она построена на Qt 6 и Qt for Python (PySide6) под лицензией GNU LGPL 3.0: они подключаются динамически, и их можно заменить другими сборками той же версии. Она также использует Python (лицензия PSF), networkx (лицензия BSD) и pydantic (лицензия MIT), а её тексты набраны шрифтами DejaVu (лицензия Bitstream Vera).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/about.py" line="104"/>
        <source>The licence texts are in the file THIRD-PARTY-NOTICES.md and in the licenses folder of each build.</source>
        <translation>Тексты лицензий&#xa0;— в файле THIRD-PARTY-NOTICES.md и в папке licenses каждой сборки.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="152"/>
        <source>The program met an unexpected problem, and the game could not be saved: save it with Game → Save game.</source>
        <translation>Программа столкнулась с непредвиденной ошибкой, и игру не удалось сохранить: сохраните её командой Игра → Сохранить игру.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="159"/>
        <source>The details are in %1</source>
        <translation>Подробности&#xa0;— в файле %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="160"/>
        <source>Something went wrong</source>
        <translation>Что-то пошло не так</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="146"/>
        <source>The program met an unexpected problem. Your game has been saved and will be offered when you start again.</source>
        <translation>Программа столкнулась с непредвиденной ошибкой. Ваша игра сохранена и будет предложена при следующем запуске.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/instance.py" line="36"/>
        <source>Thurn and Taxis is already open</source>
        <translation>«Турн-и-Таксис: Королевская почта» уже открыта</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/instance.py" line="37"/>
        <source>The game is already running in another window. Switch to that window to go on playing.</source>
        <translation>Игра уже запущена в другом окне. Перейдите в то окно, чтобы продолжить.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="91"/>
        <source>Mannheim</source>
        <translation>Мангейм</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="92"/>
        <source>Carlsruhe</source>
        <translation>Карлсруэ</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="93"/>
        <source>Freiburg</source>
        <translation>Фрайбург</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="94"/>
        <source>Stuttgart</source>
        <translation>Штутгарт</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="95"/>
        <source>Ulm</source>
        <translation>Ульм</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="96"/>
        <source>Sigmaringen</source>
        <translation>Зигмаринген</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="97"/>
        <source>Würzburg</source>
        <translation>Вюрцбург</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="98"/>
        <source>Nürnberg</source>
        <translation>Нюрнберг</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="99"/>
        <source>Regensburg</source>
        <translation>Регенсбург</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="100"/>
        <source>Ingolstadt</source>
        <translation>Ингольштадт</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="101"/>
        <source>Augsburg</source>
        <translation>Аугсбург</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="102"/>
        <source>München</source>
        <translation>Мюнхен</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="103"/>
        <source>Passau</source>
        <translation>Пассау</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="104"/>
        <source>Kempten</source>
        <translation>Кемптен</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="105"/>
        <source>Basel</source>
        <translation>Базель</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="106"/>
        <source>Zürich</source>
        <translation>Цюрих</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="107"/>
        <source>Innsbruck</source>
        <translation>Инсбрук</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="108"/>
        <source>Salzburg</source>
        <translation>Зальцбург</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="109"/>
        <source>Linz</source>
        <translation>Линц</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="110"/>
        <source>Pilsen</source>
        <translation>Пльзень</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="111"/>
        <source>Budweis</source>
        <translation>Будвайс</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="112"/>
        <source>Lodz</source>
        <translation>Лодзь</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="113"/>
        <source>Baden</source>
        <translation>Баден</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="114"/>
        <source>Württemberg</source>
        <translation>Вюртемберг</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="115"/>
        <source>Hohenzollern</source>
        <translation>Гогенцоллерн</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="116"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="194"/>
        <source>Baiern</source>
        <translation>Бавария</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="117"/>
        <source>Schweiz</source>
        <translation>Швейцария</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="118"/>
        <source>Tyrol</source>
        <translation>Тироль</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="119"/>
        <source>Böhmen</source>
        <translation>Богемия</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="120"/>
        <source>Polen</source>
        <translation>Польша</translation>
    </message>
</context>
<context>
    <name>Carcassonne</name>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="143"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="144"/>
        <source>Followers</source>
        <translation>Подданные</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="145"/>
        <source>Followers in the supply</source>
        <translation>Подданные в запасе</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="251"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/extent.py" line="100"/>
        <source>Nobody holds it.</source>
        <translation>Здесь нет подданных.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/extent.py" line="102"/>
        <source>Held by: %1</source>
        <translation>Занимает: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="64"/>
        <source>not connected</source>
        <translation>нет связи</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="63"/>
        <source>over the network</source>
        <translation>по сети</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="234"/>
        <source>Rotate</source>
        <translation>Повернуть</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="236"/>
        <source>Turn the drawn tile a quarter turn clockwise (R, or the wheel over it).</source>
        <translation>Повернуть взятый квадрат на четверть оборота по часовой стрелке (R или колёсико мыши над ним).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="238"/>
        <source>No follower</source>
        <translation>Без подданного</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="239"/>
        <source>End the turn without placing a follower (Enter).</source>
        <translation>Закончить ход, не выставляя подданного (Enter).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="240"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="241"/>
        <source>Take back your last move, before the next player moves.</source>
        <translation>Отменить свой последний ход, пока следующий игрок не сделал ход.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="242"/>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="243"/>
        <source>Show the move a Medium computer player would make.</source>
        <translation>Показать ход, который сделал бы компьютерный игрок среднего уровня.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="244"/>
        <source>Fit</source>
        <translation>Вписать</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="250"/>
        <source>Show the farms</source>
        <translation>Показать поля</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="251"/>
        <source>Colour every farm by the player whose farmers hold it.</source>
        <translation>Раскрасить каждое поле в цвет игрока, чьи крестьяне его занимают.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="116"/>
        <source>%1 has no follower left to place.</source>
        <translation>У игрока %1 в запасе не осталось подданных.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="122"/>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="252"/>
        <source>Final scoring</source>
        <translation>Финальный подсчёт очков</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="138"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="149"/>
        <source>%1 places a tile, extending a city held by %2.</source>
        <translation>%1 выкладывает квадрат, расширяя город, который занимает игрок %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="151"/>
        <source>%1 places a tile, extending a road held by %2.</source>
        <translation>%1 выкладывает квадрат, продлевая дорогу, которую занимает игрок %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="153"/>
        <source>%1 places a tile beside a monastery held by %2.</source>
        <translation>%1 выкладывает квадрат рядом с монастырём, который занимает игрок %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="154"/>
        <source>%1 places a tile, extending their own city.</source>
        <translation>%1 выкладывает квадрат, расширяя свой город.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="155"/>
        <source>%1 places a tile, extending their own road.</source>
        <translation>%1 выкладывает квадрат, продлевая свою дорогу.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="156"/>
        <source>%1 places a tile beside their own monastery.</source>
        <translation>%1 выкладывает квадрат рядом со своим монастырём.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="253"/>
        <source>Hide</source>
        <translation>Скрыть</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="34"/>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="40"/>
        <source>%1: drag your tile onto a lit square. Turn it with R, the wheel or Rotate.</source>
        <translation>%1: перетащите квадрат на подсвеченную клетку. Поворот: R, колёсико мыши или кнопка «Повернуть».</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="42"/>
        <source>%1: drag a follower onto a lit place, or click one; or press No follower.</source>
        <translation>%1: перетащите подданного на подсвеченную часть квадрата или щёлкните по ней; или нажмите «Без подданного».</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="44"/>
        <source>%1: no follower can go on this tile; press No follower.</source>
        <translation>%1: на этот квадрат нельзя выставить подданного; нажмите «Без подданного».</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="31"/>
        <source>Hint: the marked square, with the tile turned as the tray shows it.</source>
        <translation>Подсказка: отмеченная клетка; квадрат повёрнут так, как на панели «Ваш квадрат».</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="33"/>
        <source>Hint: the place filled in your colour on the tile just placed.</source>
        <translation>Подсказка: часть только что выложенного квадрата, залитая вашим цветом.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/notice.py" line="34"/>
        <source>Hint: place no follower this turn.</source>
        <translation>Подсказка: в этот ход не выставляйте подданного.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="147"/>
        <source>%1 places a tile.</source>
        <translation>%1 выкладывает квадрат.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="126"/>
        <source>A tile that fits nowhere was removed from the game.</source>
        <translation>Квадрат, который никуда не подходит, убран из игры.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="34"/>
        <source>Thinking…</source>
        <translation>Думает…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scene.py" line="179"/>
        <source>Your tile</source>
        <translation>Ваш квадрат</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scene.py" line="180"/>
        <source>R or wheel: turn it</source>
        <translation>R или колёсико: повернуть</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scene.py" line="183"/>
        <source>Your follower</source>
        <translation>Ваш подданный</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scene.py" line="184"/>
        <source>Enter: no follower</source>
        <translation>Enter: без подданного</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="33"/>
        <source>Waiting for %1 to move (over the network)…</source>
        <translation>Ждём хода: %1 (по сети)…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="33"/>
        <source>Over the network</source>
        <translation>По сети</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="87"/>
        <source>The city on the north edge meets a road.</source>
        <translation>Город на северном краю упирается в дорогу.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="88"/>
        <source>The city on the north edge meets a field.</source>
        <translation>Город на северном краю упирается в поле.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="89"/>
        <source>The road on the north edge meets a city.</source>
        <translation>Дорога на северном краю упирается в город.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="90"/>
        <source>The road on the north edge meets a field.</source>
        <translation>Дорога на северном краю упирается в поле.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="91"/>
        <source>The field on the north edge meets a city.</source>
        <translation>Поле на северном краю упирается в город.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="92"/>
        <source>The field on the north edge meets a road.</source>
        <translation>Поле на северном краю упирается в дорогу.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="93"/>
        <source>The city on the east edge meets a road.</source>
        <translation>Город на восточном краю упирается в дорогу.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="94"/>
        <source>The city on the east edge meets a field.</source>
        <translation>Город на восточном краю упирается в поле.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="95"/>
        <source>The road on the east edge meets a city.</source>
        <translation>Дорога на восточном краю упирается в город.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="96"/>
        <source>The road on the east edge meets a field.</source>
        <translation>Дорога на восточном краю упирается в поле.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="97"/>
        <source>The field on the east edge meets a city.</source>
        <translation>Поле на восточном краю упирается в город.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="98"/>
        <source>The field on the east edge meets a road.</source>
        <translation>Поле на восточном краю упирается в дорогу.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="99"/>
        <source>The city on the south edge meets a road.</source>
        <translation>Город на южном краю упирается в дорогу.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="100"/>
        <source>The city on the south edge meets a field.</source>
        <translation>Город на южном краю упирается в поле.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="101"/>
        <source>The road on the south edge meets a city.</source>
        <translation>Дорога на южном краю упирается в город.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="102"/>
        <source>The road on the south edge meets a field.</source>
        <translation>Дорога на южном краю упирается в поле.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="103"/>
        <source>The field on the south edge meets a city.</source>
        <translation>Поле на южном краю упирается в город.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="104"/>
        <source>The field on the south edge meets a road.</source>
        <translation>Поле на южном краю упирается в дорогу.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="105"/>
        <source>The city on the west edge meets a road.</source>
        <translation>Город на западном краю упирается в дорогу.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="106"/>
        <source>The city on the west edge meets a field.</source>
        <translation>Город на западном краю упирается в поле.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="107"/>
        <source>The road on the west edge meets a city.</source>
        <translation>Дорога на западном краю упирается в город.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="108"/>
        <source>The road on the west edge meets a field.</source>
        <translation>Дорога на западном краю упирается в поле.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="109"/>
        <source>The field on the west edge meets a city.</source>
        <translation>Поле на западном краю упирается в город.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="110"/>
        <source>The field on the west edge meets a road.</source>
        <translation>Поле на западном краю упирается в дорогу.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="113"/>
        <source>The tile does not fit there: an edge does not continue its neighbour.</source>
        <translation>Квадрат сюда не подходит: одна из сторон не продолжает соседнюю.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="122"/>
        <source>A tile must share an edge with a placed tile: drop it on a lit square.</source>
        <translation>Квадрат должен примыкать стороной к выложенному: отпустите его на подсвеченной клетке.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="124"/>
        <source>That square already holds a tile.</source>
        <translation>На этой клетке уже лежит квадрат.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="128"/>
        <source>This road already has a robber on it (on this tile or beyond).</source>
        <translation>На этой дороге уже стоит разбойник (на этом квадрате или дальше).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="130"/>
        <source>This city already has a knight in it (on this tile or beyond).</source>
        <translation>В этом городе уже стоит рыцарь (на этом квадрате или дальше).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="131"/>
        <source>This farm already has a farmer on it (on this tile or beyond).</source>
        <translation>На этом поле уже лежит крестьянин (на этом квадрате или дальше).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="133"/>
        <source>You have no follower left in your supply.</source>
        <translation>У вас в запасе не осталось подданных.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="136"/>
        <source>The tile is placed: now place a follower, or press No follower.</source>
        <translation>Квадрат выложен: теперь выставьте подданного или нажмите «Без подданного».</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="137"/>
        <source>Place the tile first.</source>
        <translation>Сначала выложите квадрат.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="139"/>
        <source>Please wait: it is not your turn.</source>
        <translation>Подождите: сейчас не ваш ход.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="141"/>
        <source>Nothing to undo: only your own moves, before the next player has moved.</source>
        <translation>Нечего отменять: отменить можно только свои ходы, пока следующий игрок не сделал ход.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="143"/>
        <source>Your last move was taken back.</source>
        <translation>Ваш последний ход отменён.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="146"/>
        <source>This game has reached %1 moves, the most a record can hold.</source>
        <translation>В этой партии уже %1 ходов&#xa0;— больше запись вместить не может.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="149"/>
        <source>A computer player failed; it made the first legal move instead.</source>
        <translation>Компьютерный игрок дал сбой; вместо этого он сделал первый допустимый ход.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="151"/>
        <source>Drop the follower on a lit place of the tile just placed.</source>
        <translation>Отпустите подданного на подсвеченной части только что выложенного квадрата.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="153"/>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="154"/>
        <source>That move is not allowed now.</source>
        <translation>Этот ход сейчас не разрешён.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="160"/>
        <source>%1 puts a robber on the road.</source>
        <translation>%1 ставит разбойника на дорогу.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="162"/>
        <source>%1 puts a knight in the city.</source>
        <translation>%1 ставит рыцаря в город.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="164"/>
        <source>%1 puts a monk in the monastery.</source>
        <translation>%1 ставит монаха в монастырь.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="165"/>
        <source>%1 puts a farmer on the field.</source>
        <translation>%1 кладёт крестьянина на поле.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="171"/>
        <source>Completed roads</source>
        <translation>Завершённые дороги</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="172"/>
        <source>Completed cities</source>
        <translation>Завершённые города</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="173"/>
        <source>Completed monasteries</source>
        <translation>Завершённые монастыри</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="174"/>
        <source>Incomplete roads</source>
        <translation>Незавершённые дороги</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="175"/>
        <source>Incomplete cities</source>
        <translation>Незавершённые города</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="176"/>
        <source>Incomplete monasteries</source>
        <translation>Незавершённые монастыри</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="177"/>
        <source>Farms</source>
        <translation>Поля</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="114"/>
        <source>%1 places no follower.</source>
        <translation>%1 не выставляет подданного.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/replay.py" line="219"/>
        <source>The scores as they grew</source>
        <translation>Рост очков по ходу партии</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/replay.py" line="222"/>
        <source>Each player&apos;s score after every move; the dashed line is the move shown. Click to go to a move.</source>
        <translation>Очки каждого игрока после каждого хода; пунктирная линия&#xa0;— показанный ход. Щёлкните, чтобы перейти к ходу.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/replay.py" line="225"/>
        <source>Tile</source>
        <translation>Квадрат</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/replay.py" line="226"/>
        <source>Game log</source>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="245"/>
        <source>Show the whole play area (F).</source>
        <translation>Показать всю местность (F).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="247"/>
        <source>Zoom in (+, or the wheel over the table).</source>
        <translation>Приблизить (+ или колёсико мыши над столом).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/page.py" line="249"/>
        <source>Zoom out (−, or the wheel over the table).</source>
        <translation>Отдалить (− или колёсико мыши над столом).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/fold.py" line="96"/>
        <source>Fold the side panel away (F9).</source>
        <translation>Свернуть боковую панель (F9).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/fold.py" line="96"/>
        <source>Show the side panel (F9).</source>
        <translation>Показать боковую панель (F9).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/places.py" line="75"/>
        <source>Drag the tile onto a lit square, or carry it there with the arrow keys and lay it with Enter. R or the wheel turns it, Shift+R turns it back.</source>
        <translation>Перетащить квадрат на подсвеченную клетку или перенести его туда стрелками и выложить клавишей Enter. R или колёсико мыши поворачивает его, Shift+R&#xa0;— обратно.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/pile.py" line="67"/>
        <source>Tiles still to come</source>
        <translation>Оставшиеся квадраты</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="148"/>
        <source>%1 places a tile, extending a city.</source>
        <translation>%1 выкладывает квадрат, расширяя город.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="150"/>
        <source>%1 places a tile, extending a road.</source>
        <translation>%1 выкладывает квадрат, продлевая дорогу.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="152"/>
        <source>%1 places a tile beside a monastery.</source>
        <translation>%1 выкладывает квадрат рядом с монастырём.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scorestrip.py" line="54"/>
        <source>%1, points: %2</source>
        <translation>%1, очки: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/overview.py" line="58"/>
        <source>The whole board; the frame is what the table shows. Click to go there.</source>
        <translation>Вся местность; в рамке&#xa0;— то, что сейчас видно на столе. Щелчок переносит туда.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="137"/>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="151"/>
        <source>Expert would have kept its follower in the supply.</source>
        <translation>Эксперт оставил бы подданного в запасе.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="154"/>
        <source>Expert would have put a robber on the road.</source>
        <translation>Эксперт поставил бы разбойника на дорогу.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="156"/>
        <source>Expert would have put a knight in the city.</source>
        <translation>Эксперт поставил бы рыцаря в город.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="158"/>
        <source>Expert would have put a monk in the monastery.</source>
        <translation>Эксперт поставил бы монаха в монастырь.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="159"/>
        <source>Expert would have put a farmer on the field.</source>
        <translation>Эксперт положил бы крестьянина на поле.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="166"/>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="204"/>
        <source>Expert would have placed the follower otherwise.</source>
        <translation>Эксперт поставил бы подданного иначе.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="170"/>
        <source>Expert would have laid the tile on the square ringed red, not where %1 laid it (ringed yellow).</source>
        <translation>Эксперт положил бы квадрат на клетку в красной рамке, а не туда, куда его положил игрок %1 (в жёлтой рамке).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="173"/>
        <source>Expert would have laid the tile on the same square as %1, turned another way.</source>
        <translation>Эксперт положил бы квадрат на ту же клетку, что и игрок %1, но повернул бы его иначе.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="175"/>
        <source>Expert would have laid the tile just as %1 did.</source>
        <translation>Эксперт положил бы квадрат точно так же, как игрок %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="184"/>
        <source>Like %1, Expert would have kept its follower in the supply.</source>
        <translation>Как и игрок %1, Эксперт оставил бы подданного в запасе.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="189"/>
        <source>Expert would have put the follower on another part of the tile of the same kind.</source>
        <translation>Эксперт поставил бы подданного на другую часть квадрата того же вида.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="192"/>
        <source>Like %1, Expert would have put a robber on the road.</source>
        <translation>Как и игрок %1, Эксперт поставил бы разбойника на дорогу.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="194"/>
        <source>Like %1, Expert would have put a knight in the city.</source>
        <translation>Как и игрок %1, Эксперт поставил бы рыцаря в город.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="196"/>
        <source>Like %1, Expert would have put a monk in the monastery.</source>
        <translation>Как и игрок %1, Эксперт поставил бы монаха в монастырь.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="197"/>
        <source>Like %1, Expert would have put a farmer on the field.</source>
        <translation>Как и игрок %1, Эксперт положил бы крестьянина на поле.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="207"/>
        <source>Expert would have laid the tile on another square.</source>
        <translation>Эксперт положил бы квадрат на другую клетку.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/advicedrawing.py" line="209"/>
        <source>Expert would have turned the tile another way.</source>
        <translation>Эксперт повернул бы квадрат иначе.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/edgemarks.py" line="203"/>
        <source>%1&apos;s latest tile lies out of sight: click to bring it into view (L).</source>
        <translation>Последний квадрат игрока %1 сейчас не виден: щелчок покажет его (L).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/edgemarks.py" line="205"/>
        <source>A square where your tile fits lies out of sight: click to bring it into view (L).</source>
        <translation>Место, куда подходит ваш квадрат, сейчас не видно: щелчок покажет его (L).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/edgemarks.py" line="206"/>
        <source>Squares where your tile fits lie out of sight: click to bring them into view (L).</source>
        <translation>Места, куда подходит ваш квадрат, сейчас не видны: щелчок покажет их (L).</translation>
    </message>
</context>
<context>
    <name>CarcassonneCounts</name>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="44"/>
        <source>%n tile(s) left</source>
        <translation>
            <numerusform>Остался %n квадрат</numerusform>
            <numerusform>Осталось %n квадрата</numerusform>
            <numerusform>Осталось %n квадратов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="46"/>
        <source>%n follower(s) in the supply</source>
        <translation>
            <numerusform>%n подданный в запасе</numerusform>
            <numerusform>%n подданных в запасе</numerusform>
            <numerusform>%n подданных в запасе</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="48"/>
        <source>+%n</source>
        <translation>
            <numerusform>+%n</numerusform>
            <numerusform>+%n</numerusform>
            <numerusform>+%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="50"/>
        <source>%1 scores %n point(s) for a road.</source>
        <translation>
            <numerusform>%1 получает %n очко за дорогу.</numerusform>
            <numerusform>%1 получает %n очка за дорогу.</numerusform>
            <numerusform>%1 получает %n очков за дорогу.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="52"/>
        <source>%1 scores %n point(s) for a city.</source>
        <translation>
            <numerusform>%1 получает %n очко за город.</numerusform>
            <numerusform>%1 получает %n очка за город.</numerusform>
            <numerusform>%1 получает %n очков за город.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="54"/>
        <source>%1 scores %n point(s) for a monastery.</source>
        <translation>
            <numerusform>%1 получает %n очко за монастырь.</numerusform>
            <numerusform>%1 получает %n очка за монастырь.</numerusform>
            <numerusform>%1 получает %n очков за монастырь.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="56"/>
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 побеждает с %n очком!</numerusform>
            <numerusform>%1 побеждает с %n очками!</numerusform>
            <numerusform>%1 побеждает с %n очками!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="58"/>
        <source>A shared victory: %1, with %n point(s) each!</source>
        <translation>
            <numerusform>Общая победа: %1, у каждого %n очко!</numerusform>
            <numerusform>Общая победа: %1, у каждого %n очка!</numerusform>
            <numerusform>Общая победа: %1, у каждого %n очков!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="60"/>
        <source>A road of %n tile(s).</source>
        <translation>
            <numerusform>Дорога из %n квадрата.</numerusform>
            <numerusform>Дорога из %n квадратов.</numerusform>
            <numerusform>Дорога из %n квадратов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="62"/>
        <source>A city of %n tile(s).</source>
        <translation>
            <numerusform>Город из %n квадрата.</numerusform>
            <numerusform>Город из %n квадратов.</numerusform>
            <numerusform>Город из %n квадратов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="64"/>
        <source>A completed road of %n tile(s).</source>
        <translation>
            <numerusform>Завершённая дорога из %n квадрата.</numerusform>
            <numerusform>Завершённая дорога из %n квадратов.</numerusform>
            <numerusform>Завершённая дорога из %n квадратов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="66"/>
        <source>A completed city of %n tile(s).</source>
        <translation>
            <numerusform>Завершённый город из %n квадрата.</numerusform>
            <numerusform>Завершённый город из %n квадратов.</numerusform>
            <numerusform>Завершённый город из %n квадратов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="68"/>
        <source>A monastery with %n neighbouring tile(s) of 8.</source>
        <translation>
            <numerusform>Монастырь: %n соседний квадрат из 8.</numerusform>
            <numerusform>Монастырь: %n соседних квадрата из 8.</numerusform>
            <numerusform>Монастырь: %n соседних квадратов из 8.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/texts.py" line="70"/>
        <source>A farm that supplies %n completed city(-ies).</source>
        <translation>
            <numerusform>Поле, снабжающее %n завершённый город.</numerusform>
            <numerusform>Поле, снабжающее %n завершённых города.</numerusform>
            <numerusform>Поле, снабжающее %n завершённых городов.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CarcassonneLog</name>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="168"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="169"/>
        <source>with %n shield(s)</source>
        <translation>
            <numerusform>с %n гербом</numerusform>
            <numerusform>с %n гербами</numerusform>
            <numerusform>с %n гербами</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="170"/>
        <source>%1&apos;s road of %n tile(s): %2.</source>
        <translation>
            <numerusform>Дорога игрока %1 (%n квадрат): %2.</numerusform>
            <numerusform>Дорога игрока %1 (%n квадрата): %2.</numerusform>
            <numerusform>Дорога игрока %1 (%n квадратов): %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="171"/>
        <source>A road of %n tile(s), shared by %1: %2 each.</source>
        <translation>
            <numerusform>Общая дорога игроков %1 (%n квадрат): каждому %2.</numerusform>
            <numerusform>Общая дорога игроков %1 (%n квадрата): каждому %2.</numerusform>
            <numerusform>Общая дорога игроков %1 (%n квадратов): каждому %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="172"/>
        <source>%1&apos;s city of %n tile(s): %2.</source>
        <translation>
            <numerusform>Город игрока %1 (%n квадрат): %2.</numerusform>
            <numerusform>Город игрока %1 (%n квадрата): %2.</numerusform>
            <numerusform>Город игрока %1 (%n квадратов): %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="173"/>
        <source>A city of %n tile(s), shared by %1: %2 each.</source>
        <translation>
            <numerusform>Общий город игроков %1 (%n квадрат): каждому %2.</numerusform>
            <numerusform>Общий город игроков %1 (%n квадрата): каждому %2.</numerusform>
            <numerusform>Общий город игроков %1 (%n квадратов): каждому %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="174"/>
        <source>%1&apos;s city of %n tile(s) %3: %2.</source>
        <translation>
            <numerusform>Город игрока %1 (%n квадрат) %3: %2.</numerusform>
            <numerusform>Город игрока %1 (%n квадрата) %3: %2.</numerusform>
            <numerusform>Город игрока %1 (%n квадратов) %3: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="175"/>
        <source>A city of %n tile(s) %3, shared by %1: %2 each.</source>
        <translation>
            <numerusform>Общий город игроков %1 (%n квадрат) %3: каждому %2.</numerusform>
            <numerusform>Общий город игроков %1 (%n квадрата) %3: каждому %2.</numerusform>
            <numerusform>Общий город игроков %1 (%n квадратов) %3: каждому %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="176"/>
        <source>%1&apos;s monastery: %n point(s).</source>
        <translation>
            <numerusform>Монастырь игрока %1: %n очко.</numerusform>
            <numerusform>Монастырь игрока %1: %n очка.</numerusform>
            <numerusform>Монастырь игрока %1: %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="177"/>
        <source>%1&apos;s farm supplying %n completed city(-ies): %2.</source>
        <translation>
            <numerusform>Поле игрока %1 (снабжает %n завершённый город): %2.</numerusform>
            <numerusform>Поле игрока %1 (снабжает %n завершённых города): %2.</numerusform>
            <numerusform>Поле игрока %1 (снабжает %n завершённых городов): %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/gamelog.py" line="178"/>
        <source>A farm supplying %n completed city(-ies), shared by %1: %2 each.</source>
        <translation>
            <numerusform>Общее поле игроков %1 (снабжает %n завершённый город): каждому %2.</numerusform>
            <numerusform>Общее поле игроков %1 (снабжает %n завершённых города): каждому %2.</numerusform>
            <numerusform>Общее поле игроков %1 (снабжает %n завершённых городов): каждому %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CarcassonneTour</name>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="63"/>
        <source>Alex</source>
        <translation>Алекс</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="64"/>
        <source>Anna</source>
        <translation>Анна</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="312"/>
        <source>First turn the tile as the balloon says.</source>
        <translation>Сначала поверните квадрат, как сказано в пояснении.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="314"/>
        <source>First tick “Show the farms”.</source>
        <translation>Сначала отметьте «Показать поля».</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="316"/>
        <source>First read the balloon, then click “Next”.</source>
        <translation>Сначала прочтите пояснение, затем нажмите «Далее».</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="321"/>
        <source>The tile fits there, but this lesson puts it on the ringed square.</source>
        <translation>Квадрат туда подходит, но в этом уроке вы выкладываете его на отмеченную клетку.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="325"/>
        <source>The tile fits there turned this way too, but this lesson turns it as the balloon says.</source>
        <translation>Так повёрнутый квадрат туда тоже подходит, но в этом уроке вы поворачиваете его, как сказано в пояснении.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="330"/>
        <source>A follower may stand there, but this lesson keeps it: click “No follower”.</source>
        <translation>Подданный может туда встать, но в этом уроке он остаётся в запасе: нажмите «Без подданного».</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="335"/>
        <source>This lesson places a follower now: drag it onto the ringed place.</source>
        <translation>В этом уроке вы сейчас ставите подданного: перетащите его на отмеченную часть квадрата.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="336"/>
        <source>A follower may stand there, but this lesson puts it on the ringed place.</source>
        <translation>Подданный может туда встать, но в этом уроке вы ставите его на отмеченную часть квадрата.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="40"/>
        <source>Anna waits while you read the balloon.</source>
        <translation>Анна ждёт, пока вы читаете пояснение.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="110"/>
        <source>If the game ended now</source>
        <translation>Если бы игра закончилась сейчас</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="39"/>
        <source>%1 Nothing has changed.</source>
        <translation>%1 Ничего не изменилось.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="36"/>
        <source>Leave the lesson</source>
        <translation>Выйти из урока</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="38"/>
        <source>Finish</source>
        <translation>Завершить</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/guide.py" line="37"/>
        <source>Next</source>
        <translation>Далее</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="75"/>
        <source>Welcome to Carcassonne! You and Anna build a landscape of tiles together; your followers on its roads, cities, monasteries and fields score points. Follow the balloons (Escape leaves at any time).</source>
        <translation>Добро пожаловать в Каркассон! Вы с Анной вместе выкладываете местность из квадратов; ваши подданные на её дорогах, в городах, монастырях и на полях приносят очки. Следуйте пояснениям (Escape в любой момент завершает урок).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="83"/>
        <source>Each turn you draw a tile: this one. It must continue what it touches, road to road, city to city, field to field; the lit squares are where it fits. Drag it onto the ringed square.</source>
        <translation>Каждый ход вы берёте квадрат: вот этот. Он должен продолжать то, чего касается: дорогу дорогой, город городом, поле полем; подсвеченные клетки показывают, где он подходит. Перетащите его на отмеченную клетку.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="93"/>
        <source>Then you may place one follower on the tile you just placed. Drag a follower from your supply onto the road (or click the road): it stands there as a robber.</source>
        <translation>Затем можно поставить одного подданного на только что выложенный квадрат. Перетащите подданного из запаса на дорогу (или щёлкните по дороге): там он стоит как разбойник.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="105"/>
        <source>Anna placed a crossroads on the left. A road ends at a crossroads, so your robber&apos;s road now has one finished end.</source>
        <translation>Анна выложила слева перекрёсток. На перекрёстке дорога заканчивается, так что у дороги вашего разбойника теперь есть один законченный конец.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="113"/>
        <source>You drew a crossroads too. Below your first tile it ends your road, but only with a road at its top: turn it a quarter turn. Press R, turn the mouse wheel over the tile, or click Rotate.</source>
        <translation>У вас тоже перекрёсток. Под вашим первым квадратом он завершит вашу дорогу, но только если дорога у него сверху: поверните его на четверть оборота. Нажмите R, покрутите колёсико мыши над квадратом или нажмите «Повернуть».</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="124"/>
        <source>Now its road meets the end of your road. Drag the tile onto the ringed square.</source>
        <translation>Теперь его дорога продолжает конец вашей дороги. Перетащите квадрат на отмеченную клетку.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="133"/>
        <source>A follower is never a must. Keep your followers this time: click “No follower” (or press Enter).</source>
        <translation>Ставить подданного не обязательно. На этот раз оставьте подданных себе: нажмите «Без подданного» (или клавишу Enter).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="142"/>
        <source>Your road is completed: it ends at a crossroads at both ends. A completed road scores 1 point per tile: 4 tiles, 4 points for you. Your robber goes back to your supply.</source>
        <translation>Ваша дорога завершена: оба её конца упираются в перекрёстки. Завершённая дорога приносит 1 очко за каждый квадрат: 4 квадрата&#xa0;— 4 очка вам. Ваш разбойник возвращается в запас.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="152"/>
        <source>Anna put a robber on her road. Your tile has a city with a shield. Turn it so that its city meets the start tile&apos;s city, and drag it onto the ringed square.</source>
        <translation>Анна поставила разбойника на свою дорогу. На вашем квадрате город с гербом. Поверните квадрат так, чтобы его город продолжал город стартового квадрата, и перетащите его на отмеченную клетку.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="162"/>
        <source>Put a follower into the city: there it is a knight. The city is still open at the top.</source>
        <translation>Поставьте подданного в город: там он рыцарь. Сверху город ещё открыт.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="173"/>
        <source>This tile closes your city. Turn it so that its city faces down, and drag it onto the ringed square.</source>
        <translation>Этот квадрат завершает ваш город. Поверните его так, чтобы его город был снизу, и перетащите его на отмеченную клетку.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="182"/>
        <source>Your knight already holds this city, so no other follower may go into it. Click “No follower”.</source>
        <translation>Ваш рыцарь уже занимает этот город, поэтому другой подданный туда встать не может. Нажмите «Без подданного».</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="190"/>
        <source>Your city is completed. A completed city scores 2 points per tile and 2 per shield: 3 tiles and 1 shield make 8 points. Your knight goes back to your supply.</source>
        <translation>Ваш город завершён. Завершённый город приносит 2 очка за каждый квадрат и 2 за каждый герб: 3 квадрата и 1 герб&#xa0;— 8 очков. Ваш рыцарь возвращается в запас.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="200"/>
        <source>Anna put a knight into a city of her own. You drew a monastery: drag it onto the ringed square.</source>
        <translation>Анна поставила рыцаря в свой собственный город. У вас монастырь: перетащите его на отмеченную клетку.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="209"/>
        <source>Put a follower into the monastery: it is a monk. The monastery is completed when all 8 squares around it hold tiles; then it scores 9 points.</source>
        <translation>Поставьте подданного в монастырь: это монах. Монастырь завершён, когда на всех 8 клетках вокруг него лежат квадраты; тогда он приносит 9 очков.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="221"/>
        <source>Fields score only at the end of the game. Drag this tile onto the ringed square, beside your completed city.</source>
        <translation>Поля приносят очки только в конце игры. Перетащите этот квадрат на отмеченную клетку, рядом с вашим завершённым городом.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="231"/>
        <source>Drag a follower onto the field (the green land) of this tile: it lies down there as a farmer and stays until the end of the game.</source>
        <translation>Перетащите подданного на поле (зелёную часть) этого квадрата: там он ложится крестьянином и остаётся до конца игры.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="243"/>
        <source>Anna closed the small city above your farmer. Nobody had a knight in it, so nobody scored it; but it is a completed city beside your farm.</source>
        <translation>Анна завершила маленький город над вашим крестьянином. В нём не было рыцаря, поэтому никто не получил за него очков; но это завершённый город рядом с вашим полем.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="252"/>
        <source>Connected fields make a farm. Tick “Show the farms” to see each farm in the colour of the player whose farmers hold it.</source>
        <translation>Соединённые участки поля образуют одно поле. Отметьте «Показать поля», чтобы увидеть каждое поле в цвете игрока, чьи крестьяне его занимают.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="261"/>
        <source>The game ends after the last tile. Then every farm scores 3 points for each completed city it touches; incomplete roads and cities score 1 point per tile (and per shield), a monastery 1 point plus 1 per tile around it. If the game ended now: your farm touches 2 completed cities (6 points), your monastery has 4 tiles around it (5 points).</source>
        <translation>Игра заканчивается после последнего квадрата. Тогда каждое поле приносит 3 очка за каждый завершённый город, который оно снабжает; незавершённые дороги и города&#xa0;— 1 очко за квадрат (и за герб), монастырь&#xa0;— 1 очко и ещё 1 за каждый квадрат вокруг него. Если бы игра закончилась сейчас: ваше поле снабжает 2 завершённых города (6 очков), вокруг вашего монастыря лежат 4 квадрата (5 очков).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/tourscript.py" line="272"/>
        <source>Well done: you know every step of a turn! The player with the most points after the final scoring wins. Click “Finish”, then start a game of your own with Game → New game.</source>
        <translation>Отлично: вы знаете каждый шаг хода! Побеждает игрок, у которого больше всего очков после финального подсчёта. Нажмите «Завершить», а затем начните свою игру: Игра → Новая игра.</translation>
    </message>
</context>
<context>
    <name>CarcassonneWhere</name>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="23"/>
        <source>Directly north of the start tile</source>
        <translation>Сразу к северу от стартового квадрата</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="24"/>
        <source>Directly north-east of the start tile</source>
        <translation>Сразу к северо-востоку от стартового квадрата</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="25"/>
        <source>Directly east of the start tile</source>
        <translation>Сразу к востоку от стартового квадрата</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="26"/>
        <source>Directly south-east of the start tile</source>
        <translation>Сразу к юго-востоку от стартового квадрата</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="27"/>
        <source>Directly south of the start tile</source>
        <translation>Сразу к югу от стартового квадрата</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="28"/>
        <source>Directly south-west of the start tile</source>
        <translation>Сразу к юго-западу от стартового квадрата</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="29"/>
        <source>Directly west of the start tile</source>
        <translation>Сразу к западу от стартового квадрата</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="30"/>
        <source>Directly north-west of the start tile</source>
        <translation>Сразу к северо-западу от стартового квадрата</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="37"/>
        <source>%n tile(s) north of the start tile</source>
        <translation>
            <numerusform>На %n квадрат к северу от стартового квадрата</numerusform>
            <numerusform>На %n квадрата к северу от стартового квадрата</numerusform>
            <numerusform>На %n квадратов к северу от стартового квадрата</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="38"/>
        <source>%n tile(s) east of the start tile</source>
        <translation>
            <numerusform>На %n квадрат к востоку от стартового квадрата</numerusform>
            <numerusform>На %n квадрата к востоку от стартового квадрата</numerusform>
            <numerusform>На %n квадратов к востоку от стартового квадрата</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="39"/>
        <source>%n tile(s) south of the start tile</source>
        <translation>
            <numerusform>На %n квадрат к югу от стартового квадрата</numerusform>
            <numerusform>На %n квадрата к югу от стартового квадрата</numerusform>
            <numerusform>На %n квадратов к югу от стартового квадрата</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="40"/>
        <source>%n tile(s) west of the start tile</source>
        <translation>
            <numerusform>На %n квадрат к западу от стартового квадрата</numerusform>
            <numerusform>На %n квадрата к западу от стартового квадрата</numerusform>
            <numerusform>На %n квадратов к западу от стартового квадрата</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="41"/>
        <source>%n tile(s) north-east of the start tile</source>
        <translation>
            <numerusform>На %n квадрат к северо-востоку от стартового квадрата</numerusform>
            <numerusform>На %n квадрата к северо-востоку от стартового квадрата</numerusform>
            <numerusform>На %n квадратов к северо-востоку от стартового квадрата</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="42"/>
        <source>%n tile(s) south-east of the start tile</source>
        <translation>
            <numerusform>На %n квадрат к юго-востоку от стартового квадрата</numerusform>
            <numerusform>На %n квадрата к юго-востоку от стартового квадрата</numerusform>
            <numerusform>На %n квадратов к юго-востоку от стартового квадрата</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="43"/>
        <source>%n tile(s) south-west of the start tile</source>
        <translation>
            <numerusform>На %n квадрат к юго-западу от стартового квадрата</numerusform>
            <numerusform>На %n квадрата к юго-западу от стартового квадрата</numerusform>
            <numerusform>На %n квадратов к юго-западу от стартового квадрата</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="44"/>
        <source>%n tile(s) north-west of the start tile</source>
        <translation>
            <numerusform>На %n квадрат к северо-западу от стартового квадрата</numerusform>
            <numerusform>На %n квадрата к северо-западу от стартового квадрата</numerusform>
            <numerusform>На %n квадратов к северо-западу от стартового квадрата</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="51"/>
        <source>%n tile(s) north and %1 east of the start tile</source>
        <translation>
            <numerusform>На %n квадрат к северу и на %1 к востоку от стартового квадрата</numerusform>
            <numerusform>На %n квадрата к северу и на %1 к востоку от стартового квадрата</numerusform>
            <numerusform>На %n квадратов к северу и на %1 к востоку от стартового квадрата</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="52"/>
        <source>%n tile(s) south and %1 east of the start tile</source>
        <translation>
            <numerusform>На %n квадрат к югу и на %1 к востоку от стартового квадрата</numerusform>
            <numerusform>На %n квадрата к югу и на %1 к востоку от стартового квадрата</numerusform>
            <numerusform>На %n квадратов к югу и на %1 к востоку от стартового квадрата</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="53"/>
        <source>%n tile(s) south and %1 west of the start tile</source>
        <translation>
            <numerusform>На %n квадрат к югу и на %1 к западу от стартового квадрата</numerusform>
            <numerusform>На %n квадрата к югу и на %1 к западу от стартового квадрата</numerusform>
            <numerusform>На %n квадратов к югу и на %1 к западу от стартового квадрата</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/whereabouts.py" line="54"/>
        <source>%n tile(s) north and %1 west of the start tile</source>
        <translation>
            <numerusform>На %n квадрат к северу и на %1 к западу от стартового квадрата</numerusform>
            <numerusform>На %n квадрата к северу и на %1 к западу от стартового квадрата</numerusform>
            <numerusform>На %n квадратов к северу и на %1 к западу от стартового квадрата</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Colours</name>
    <message>
        <location filename="../thurntaxis/kit/theme.py" line="47"/>
        <source>blue</source>
        <translation>синий</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/theme.py" line="48"/>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/theme.py" line="49"/>
        <source>yellow</source>
        <translation>жёлтый</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/theme.py" line="50"/>
        <source>green</source>
        <translation>зелёный</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/pieces.py" line="31"/>
        <source>black</source>
        <translation>чёрный</translation>
    </message>
</context>
<context>
    <name>CostliestMoves</name>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="76"/>
        <source>Expert reviews your moves and shows where its advice was worth the most</source>
        <translation>Эксперт разбирает ваши ходы и показывает, где его совет стоил больше всего</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="99"/>
        <source>Your three costliest moves</source>
        <translation>Ваши три самых дорогих хода</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="100"/>
        <source>%1&apos;s three costliest moves</source>
        <translation>Три самых дорогих хода: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="130"/>
        <source>Expert is reviewing the moves of %1…</source>
        <translation>Эксперт разбирает ходы игрока %1…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="179"/>
        <source>Expert found no move of %1&apos;s it would clearly have played otherwise.</source>
        <translation>Эксперт не нашёл хода игрока %1, который он явно сыграл бы иначе.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="182"/>
        <source>Where %1 lost the most points against Expert&apos;s advice:</source>
        <translation>Где игрок %1 потерял больше всего очков по сравнению с советом Эксперта:</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/kit/costliest.py" line="185"/>
        <source>Move %1: about %n point(s) below Expert&apos;s advice</source>
        <translation>
            <numerusform>Шаг %1: примерно на %n очко меньше совета Эксперта</numerusform>
            <numerusform>Шаг %1: примерно на %n очка меньше совета Эксперта</numerusform>
            <numerusform>Шаг %1: примерно на %n очков меньше совета Эксперта</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/costliest.py" line="188"/>
        <source>Open the replay at this move, Expert&apos;s advice drawn on the position before it</source>
        <translation>Открыть просмотр на этом ходе, с советом Эксперта на позиции перед ним</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="43"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="45"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="47"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="49"/>
        <source>Winner: %1, with %n point(s)!</source>
        <translation>
            <numerusform>Побеждает %1: %n победное очко!</numerusform>
            <numerusform>Побеждает %1: %n победных очка!</numerusform>
            <numerusform>Побеждает %1: %n победных очков!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="51"/>
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>На руке: %n карта</numerusform>
            <numerusform>На руке: %n карты</numerusform>
            <numerusform>На руке: %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="53"/>
        <source>places %n house(s)</source>
        <translation>
            <numerusform>ставит %n домик</numerusform>
            <numerusform>ставит %n домика</numerusform>
            <numerusform>ставит %n домиков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="55"/>
        <source>no carriage: it needs %n card(s)</source>
        <translation>
            <numerusform>без экипажа: нужна %n карта</numerusform>
            <numerusform>без экипажа: нужны %n карты</numerusform>
            <numerusform>без экипажа: нужно %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="57"/>
        <source>Last round: %1 ends the game; %2 still play(s).</source>
        <translation>
            <numerusform>Последний круг: %1 завершает игру; ещё ходит %2.</numerusform>
            <numerusform>Последний круг: %1 завершает игру; ещё ходят %2.</numerusform>
            <numerusform>Последний круг: %1 завершает игру; ещё ходят %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="59"/>
        <source>%n house(s) left</source>
        <translation>
            <numerusform>остался %n домик</numerusform>
            <numerusform>осталось %n домика</numerusform>
            <numerusform>осталось %n домиков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="61"/>
        <source>%n card(s) in the deck. Drag onto your hand, or click, to draw the top card.</source>
        <translation>
            <numerusform>%n карта в колоде. Перетащите колоду на руку или щёлкните по ней, чтобы взять верхнюю карту.</numerusform>
            <numerusform>%n карты в колоде. Перетащите колоду на руку или щёлкните по ней, чтобы взять верхнюю карту.</numerusform>
            <numerusform>%n карт в колоде. Перетащите колоду на руку или щёлкните по ней, чтобы взять верхнюю карту.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="63"/>
        <source>Top tile: %1; %n tile(s) left.</source>
        <translation>
            <numerusform>Верхний жетон: %1; остался %n жетон.</numerusform>
            <numerusform>Верхний жетон: %1; осталось %n жетона.</numerusform>
            <numerusform>Верхний жетон: %1; осталось %n жетонов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="65"/>
        <source>Discard %n card(s) down to 3: click a card or drag it to the discard pile.</source>
        <translation>
            <numerusform>Сбросьте %n карту, чтобы осталось 3: щёлкните карту или перетащите её в сброс.</numerusform>
            <numerusform>Сбросьте %n карты, чтобы осталось 3: щёлкните карту или перетащите её в сброс.</numerusform>
            <numerusform>Сбросьте %n карт, чтобы осталось 3: щёлкните карту или перетащите её в сброс.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="67"/>
        <source>Drag a house:
%n left</source>
        <translation>
            <numerusform>Перетащите домик:
остался %n</numerusform>
            <numerusform>Перетащите домик:
осталось %n</numerusform>
            <numerusform>Перетащите домик:
осталось %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="69"/>
        <source>A route needs at least 3 cards to be scored; yours has %n.</source>
        <translation>
            <numerusform>Чтобы завершить линию, нужно не меньше 3 карт; в вашей линии %n карта.</numerusform>
            <numerusform>Чтобы завершить линию, нужно не меньше 3 карт; в вашей линии %n карты.</numerusform>
            <numerusform>Чтобы завершить линию, нужно не меньше 3 карт; в вашей линии %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="71"/>
        <source>%1 scored a route of %n card(s).</source>
        <translation>
            <numerusform>%1 завершает линию из %n карты.</numerusform>
            <numerusform>%1 завершает линию из %n карт.</numerusform>
            <numerusform>%1 завершает линию из %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="73"/>
        <source>Your route of %n card(s) will be discarded without scoring. Start a new route?</source>
        <translation>
            <numerusform>Ваша линия из %n карты будет сброшена незавершённой. Начать новую линию?</numerusform>
            <numerusform>Ваша линия из %n карт будет сброшена незавершённой. Начать новую линию?</numerusform>
            <numerusform>Ваша линия из %n карт будет сброшена незавершённой. Начать новую линию?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/texts.py" line="75"/>
        <source>%1 scored a route of %n card(s) with the Cartwright.</source>
        <translation>
            <numerusform>%1 завершает линию из %n карты с помощью каретника.</numerusform>
            <numerusform>%1 завершает линию из %n карт с помощью каретника.</numerusform>
            <numerusform>%1 завершает линию из %n карт с помощью каретника.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="68"/>
        <source>Game over</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="137"/>
        <source>Rematch</source>
        <translation>Реванш</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="139"/>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="138"/>
        <source>Replay this game</source>
        <translation>Просмотреть эту партию</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="109"/>
        <source>The scores over the game: everyone starts at −%1, a point off for each house not yet placed.</source>
        <translation>Очки по ходу игры: каждый начинает с −%1, так как каждый ещё не выставленный домик отнимает одно очко.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="140"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="141"/>
        <source>The same players again, with a new deal</source>
        <translation>Те же игроки ещё раз, с новой раздачей</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="142"/>
        <source>Watch this game again, move by move</source>
        <translation>Просмотреть эту партию ещё раз, ход за ходом</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="143"/>
        <source>Choose the players of a new game</source>
        <translation>Выбрать игроков новой партии</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="202"/>
        <source>%1 tied; %2 holds the game-end tile and so wins the tie.</source>
        <translation>Ничья: %1. Побеждает %2: у этого игрока приз за завершение игры.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="204"/>
        <source>%1 tied; the tied player who comes soonest after %2 (holder of the game-end tile) wins.</source>
        <translation>Ничья: %1. Побеждает тот из них, кто ходит раньше других после владельца приза за завершение игры (%2).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/enddialog.py" line="206"/>
        <source>No tie.</source>
        <translation>Ничьей нет.</translation>
    </message>
</context>
<context>
    <name>EndTexts</name>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="28"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="32"/>
        <source>point(s)</source>
        <translation>
            <numerusform>очко</numerusform>
            <numerusform>очка</numerusform>
            <numerusform>очков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeatureWorth</name>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="26"/>
        <source>It has %n shield(s).</source>
        <translation>
            <numerusform>В нём %n герб.</numerusform>
            <numerusform>В нём %n герба.</numerusform>
            <numerusform>В нём %n гербов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="28"/>
        <source>If the game ended now, it would score %n point(s).</source>
        <translation>
            <numerusform>Если бы игра закончилась сейчас: %n очко.</numerusform>
            <numerusform>Если бы игра закончилась сейчас: %n очка.</numerusform>
            <numerusform>Если бы игра закончилась сейчас: %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="30"/>
        <source>Once completed, it will score at least %n point(s).</source>
        <translation>
            <numerusform>После завершения: минимум %n очко.</numerusform>
            <numerusform>После завершения: минимум %n очка.</numerusform>
            <numerusform>После завершения: минимум %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="40"/>
        <source>A robber on this road</source>
        <translation>Разбойник на этой дороге</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="42"/>
        <source>A knight in this city</source>
        <translation>Рыцарь в этом городе</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="44"/>
        <source>A monk in this monastery</source>
        <translation>Монах в этом монастыре</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="45"/>
        <source>A farmer on this field</source>
        <translation>Крестьянин на этом поле</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="32"/>
        <source>As it stands, it would score %n point(s) at the end of the game.</source>
        <translation>
            <numerusform>В конце игры в нынешнем виде: %n очко.</numerusform>
            <numerusform>В конце игры в нынешнем виде: %n очка.</numerusform>
            <numerusform>В конце игры в нынешнем виде: %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/worthshow.py" line="34"/>
        <source>It scores %n point(s) when this turn ends.</source>
        <translation>
            <numerusform>В конце этого хода: %n очко.</numerusform>
            <numerusform>В конце этого хода: %n очка.</numerusform>
            <numerusform>В конце этого хода: %n очков.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Figures</name>
    <message>
        <location filename="../thurntaxis/taxis/stats.py" line="12"/>
        <source>Longest route scored (cards):</source>
        <translation>Самая длинная завершённая линия (карт):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/stats.py" line="13"/>
        <source>Largest carriage built:</source>
        <translation>Самый большой построенный экипаж:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/stats.py" line="13"/>
        <source>Points from cities (average per game):</source>
        <translation>Очки за города (в среднем за игру):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/stats.py" line="14"/>
        <source>Points from roads (average per game):</source>
        <translation>Очки за дороги (в среднем за игру):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/stats.py" line="15"/>
        <source>Points from monasteries (average per game):</source>
        <translation>Очки за монастыри (в среднем за игру):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/stats.py" line="16"/>
        <source>Points from farms (average per game):</source>
        <translation>Очки за поля (в среднем за игру):</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="18"/>
        <source>The file cannot be read (%1).</source>
        <translation>Не удаётся прочитать файл (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="19"/>
        <source>It is not a file.</source>
        <translation>Это не файл.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="21"/>
        <source>The file is larger than any saved game (%1 KiB).</source>
        <translation>Файл больше любой сохранённой игры (%1 КиБ).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="24"/>
        <source>The file is not text in UTF-8.</source>
        <translation>Файл не является текстом в кодировке UTF-8.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="26"/>
        <source>The file is damaged: it is not valid JSON (line %1, column %2).</source>
        <translation>Файл повреждён: это не корректный JSON (строка %1, столбец %2).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="29"/>
        <source>The file is damaged: its data is nested too deeply.</source>
        <translation>Файл повреждён: его данные вложены слишком глубоко.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="30"/>
        <source>The file is damaged: a number in it has too many digits.</source>
        <translation>Файл повреждён: в одном из чисел слишком много цифр.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="35"/>
        <source>The entry “%1” is missing.</source>
        <translation>Нет записи «%1».</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="36"/>
        <source>The entry “%1” does not belong in a saved game.</source>
        <translation>Запись «%1» не относится к сохранённой игре.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="37"/>
        <source>The entry “%1” has a value this program cannot use.</source>
        <translation>У записи «%1» значение, которое программа не может использовать.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="38"/>
        <source>The name of player %1 is empty.</source>
        <translation>Имя игрока № %1 пустое.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="40"/>
        <source>The name of player %1 is longer than %2 characters.</source>
        <translation>Имя игрока № %1 длиннее %2 символов.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="44"/>
        <source>The name of player %1 contains a line break or another control character.</source>
        <translation>Имя игрока № %1 содержит перевод строки или другой управляющий символ.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="48"/>
        <source>The game has more than %1 moves, more than any game this program plays.</source>
        <translation>В игре больше %1 ходов&#xa0;— больше, чем в любой игре этой программы.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="51"/>
        <source>The deck in the file is not the game&apos;s 66 city cards.</source>
        <translation>Колода в файле не совпадает с 66 картами городов этой игры.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="52"/>
        <source>The starting player is not one of the players.</source>
        <translation>Первый игрок не входит в число игроков.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="53"/>
        <source>The seats do not match the players.</source>
        <translation>Места за столом не соответствуют игрокам.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="54"/>
        <source>Two players have the same colour.</source>
        <translation>У двух игроков одинаковый цвет.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="72"/>
        <source>Move %1 (%2) is not written in the game&apos;s notation.</source>
        <translation>Ход № %1 (%2) записан не в нотации игры.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="74"/>
        <source>Move %1 (%2) is not allowed in its position.</source>
        <translation>Ход № %1 (%2) недопустим в этой позиции.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/filetexts.py" line="82"/>
        <source>It is not a saved game.</source>
        <translation>Это не сохранённая игра.</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/controller.py" line="62"/>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="187"/>
        <source>Please wait: it is not your turn.</source>
        <translation>Подождите: сейчас не ваш ход.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/controller.py" line="64"/>
        <source>Nothing to undo: only your own moves of this turn that revealed no card.</source>
        <translation>Нечего отменять: отменить можно только свои действия этого хода, не открывшие ни одной карты.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/controller.py" line="66"/>
        <source>This game has reached %1 moves, the most a saved game can hold. Please start a new game.</source>
        <translation>В этой игре уже %1 ходов&#xa0;— больше сохранённая игра вместить не может. Начните новую игру.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="189"/>
        <source>Drop the house on one of the lit cities.</source>
        <translation>Перетащите домик на один из подсвеченных городов.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="190"/>
        <source>Drop the card on your hand to draw it.</source>
        <translation>Перетащите карту на руку, чтобы взять её.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="191"/>
        <source>Drop the card on the discard pile to discard it.</source>
        <translation>Перетащите карту в сброс, чтобы сбросить её.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="192"/>
        <source>Drop the card on a lit end of your route, or on “Start a new route”.</source>
        <translation>Перетащите карту на подсвеченный конец линии или на «Начать новую линию».</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="185"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="347"/>
        <source>That move is not allowed now.</source>
        <translation>Сейчас так ходить нельзя.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tableplay.py" line="188"/>
        <source>First choose a card of your hand (click it, or press Tab).</source>
        <translation>Сначала выберите карту на руке (щёлкните по ней или нажмите Tab).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/panels.py" line="62"/>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="304"/>
        <source>Computer (%1)</source>
        <translation>Компьютер (%1)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="306"/>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="309"/>
        <source>Over the network</source>
        <translation>По сети</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="309"/>
        <source>Not connected</source>
        <translation>Нет связи</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="321"/>
        <source>%1 · %2 · %3&lt;br&gt;Carriage: %4 · Official this turn: %5</source>
        <translation>%1 · %2 · %3&lt;br&gt;Экипаж: %4 · Служащий в этот ход: %5</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="468"/>
        <source>Game log</source>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="469"/>
        <source>New entries ↓</source>
        <translation>Новые записи ↓</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/panels.py" line="470"/>
        <source>Show the newest entries of the log.</source>
        <translation>Показать последние записи журнала.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="93"/>
        <source>Play at the left end</source>
        <translation>Выложить слева</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="94"/>
        <source>Play at the right end</source>
        <translation>Выложить справа</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="95"/>
        <source>Start a new route</source>
        <translation>Начать новую линию</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="148"/>
        <source>Display</source>
        <translation>Открытые карты</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="149"/>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="150"/>
        <source>Discard</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="151"/>
        <source>Bonus tiles</source>
        <translation>Призовые жетоны</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="152"/>
        <source>Carriages</source>
        <translation>Экипажи</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="153"/>
        <source>Routes</source>
        <translation>Почтовые линии</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="154"/>
        <source>Your route</source>
        <translation>Ваша линия</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="155"/>
        <source>Your hand</source>
        <translation>Карты на руке</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="176"/>
        <source>Score route</source>
        <translation>Завершить линию</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="177"/>
        <source>Close your route (3 or more cards) and score it. Shortcut: S</source>
        <translation>Завершить линию (3 карты и больше) и поставить домики. Клавиша: S</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="178"/>
        <source>End turn</source>
        <translation>Закончить ход</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="179"/>
        <source>End your turn without scoring. Shortcut: E</source>
        <translation>Закончить ход, не завершая линию. Клавиша: E</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="182"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="183"/>
        <source>Take back your last move of this turn. Shortcut: Ctrl+Z</source>
        <translation>Отменить своё последнее действие в этом ходу. Клавиши: Ctrl+Z</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="184"/>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/scene.py" line="185"/>
        <source>Show a legal move. Shortcut: H</source>
        <translation>Показать допустимый ход. Клавиша: H</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="71"/>
        <source>Drag onto your hand to draw it, or click it.</source>
        <translation>Перетащить карту на руку или щёлкнуть по ней, чтобы взять её.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="125"/>
        <source>Carriage %1: needs a route of %1 cards; worth %2. %3 left.</source>
        <translation>Экипаж %1: нужна линия не короче %1 карт; даёт %2. Осталось: %3.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="221"/>
        <source>Route: %1</source>
        <translation>Линия: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="222"/>
        <source>Hand: %1</source>
        <translation>На руке: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="231"/>
        <source>%1, it is your turn</source>
        <translation>%1, ваш ход</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="232"/>
        <source>Click here (or press Space) when you are at the screen to see your hand.</source>
        <translation>Когда сядете к экрану, щёлкните здесь (или нажмите пробел), чтобы увидеть свои карты.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="236"/>
        <source>%1 is playing</source>
        <translation>%1 делает ход</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="237"/>
        <source>Every hand stays hidden while the players change places.</source>
        <translation>Пока игроки меняются местами, карты на руках у всех скрыты.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="270"/>
        <source>Drag to an end of your route, or click and then click a lit place.</source>
        <translation>Перетащить карту к концу линии или щёлкнуть по ней, а затем по подсвеченному месту.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablerender.py" line="278"/>
        <source>Drag a house onto a lit city, or click the city.</source>
        <translation>Перетащить домик на подсвеченный город или щёлкнуть по городу.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/prompt.py" line="193"/>
        <source>Where do your houses go?</source>
        <translation>Куда поставить домики?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="56"/>
        <source>One in each land</source>
        <translation>По одному в каждой земле</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="56"/>
        <source>one house per land of the route</source>
        <translation>по домику на каждую землю линии</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="58"/>
        <source>%1: all route cities</source>
        <translation>%1: все города линии</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="59"/>
        <source>every route city of this land</source>
        <translation>каждый город линии в этой земле</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tablelayout.py" line="69"/>
        <source>Point at an option to see the cities that get houses; click to choose it.</source>
        <translation>Наведение на вариант показывает города, где появятся домики; щелчок выбирает его.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="138"/>
        <source>Postmaster</source>
        <translation>Почтмейстер</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="139"/>
        <source>Administrator</source>
        <translation>Администратор</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="140"/>
        <source>Postal carrier</source>
        <translation>Гонец</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="141"/>
        <source>Cartwright</source>
        <translation>Каретник</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="159"/>
        <source>Postmaster: after your first draw, draw a second card.</source>
        <translation>Почтмейстер: после первой карты взять вторую.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="160"/>
        <source>Administrator: before drawing, replace all six display cards with new ones.</source>
        <translation>Администратор: до того как взять карту, заменить все шесть открытых карт новыми.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="161"/>
        <source>Postal carrier: after playing a card, play a second one at an end of your route.</source>
        <translation>Гонец: выложив карту, выложить вторую к концу линии.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="164"/>
        <source>Cartwright: score your route as if it were two cards longer, for the carriage only.</source>
        <translation>Каретник: завершая линию, получить экипаж так, будто линия на две карты длиннее.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="173"/>
        <source>Route of 5</source>
        <translation>За 5 городов</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="174"/>
        <source>Route of 6</source>
        <translation>За 6 городов</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="175"/>
        <source>Route of 7+</source>
        <translation>За 7+ городов</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="176"/>
        <source>All lands</source>
        <translation>Все земли</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="177"/>
        <source>Game end</source>
        <translation>Завершение игры</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="191"/>
        <source>For scoring a route of 7 or more cards.</source>
        <translation>За завершение линии из 7 или более карт.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="196"/>
        <source>For a house in every land.</source>
        <translation>За домик в каждой земле.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="209"/>
        <source>No tiles left.</source>
        <translation>Жетонов не осталось.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="212"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="218"/>
        <source>Bonus tile: %1</source>
        <translation>Призовой жетон: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="232"/>
        <source>Your hand is empty: the Postmaster lets you draw two cards. Draw a card.</source>
        <translation>У вас нет карт на руке: почтмейстер позволяет взять две карты. Возьмите карту.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="234"/>
        <source>Draw your second card.</source>
        <translation>Возьмите вторую карту.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="236"/>
        <source>Draw a card from the display.</source>
        <translation>Возьмите открытую карту.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="238"/>
        <source>Draw a card from the display or the deck.</source>
        <translation>Возьмите открытую карту или карту из колоды.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="244"/>
        <source>Play a card at an end of your route (or start a new route).</source>
        <translation>Выложите карту к одному из концов линии (или начните новую линию).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="246"/>
        <source>No card of your hand fits your route: start a new route.</source>
        <translation>Ни одна карта на руке не подходит к линии: начните новую линию.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="247"/>
        <source>Start your route with a card of your hand.</source>
        <translation>Начните линию картой с руки.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="251"/>
        <source>Score your route, call an official, or end your turn.</source>
        <translation>Завершите линию, позовите почтового служащего или закончите ход.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="380"/>
        <source>Carriage %1: %2</source>
        <translation>Экипаж %1: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="384"/>
        <source>No carriage yet: 0</source>
        <translation>Экипажа пока нет: 0</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="391"/>
        <source>Points won: %1</source>
        <translation>Набрано очков: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="395"/>
        <source>Houses still to place: %1 (each counts −1 at the end)</source>
        <translation>Осталось выставить домиков: %1 (каждый в конце игры даёт −1)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="398"/>
        <source>Score if the game ended now: %1</source>
        <translation>Счёт, если бы игра закончилась сейчас: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="394"/>
        <source>Bonus tiles: %1 (%2)</source>
        <translation>Призовые жетоны: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="414"/>
        <source>Last round: %1 ends the game; this is the last turn.</source>
        <translation>Последний круг: %1 завершает игру; это последний ход.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="418"/>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="428"/>
        <source>carriage %1</source>
        <translation>экипаж %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="430"/>
        <source>no carriage: you have the last one</source>
        <translation>без экипажа: у вас уже последний</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="438"/>
        <source>you choose where</source>
        <translation>место выбираете вы</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="442"/>
        <source>tiles: %1</source>
        <translation>жетоны: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="442"/>
        <source>no tile</source>
        <translation>без жетона</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="241"/>
        <source>Postal carrier: play a second card at an end of your route.</source>
        <translation>Гонец: выложите вторую карту к одному из концов линии.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="258"/>
        <source>Choose where your houses go: one in each land, or every city of one land.</source>
        <translation>Выберите, куда поставить домики: по одному в каждой земле или во все города одной земли.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="260"/>
        <source>Place your houses on the highlighted cities.</source>
        <translation>Поставьте домики в подсвеченные города.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="226"/>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="187"/>
        <source>For scoring a route of 5 cards.</source>
        <translation>За завершение линии из 5 карт.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="189"/>
        <source>For scoring a route of 6 cards.</source>
        <translation>За завершение линии из 6 карт.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="195"/>
        <source>For a house in every land (%1 does not count).</source>
        <translation>За домик в каждой земле (%1 не в счёт).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="198"/>
        <source>For the first player to place every house or take carriage 7: the game ends after that round.</source>
        <translation>Первому игроку, который поставит все домики или возьмёт экипаж 7: игра закончится после этого круга.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="202"/>
        <source>For a house in every city of both these lands.</source>
        <translation>За домик в каждом городе обеих этих земель.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="203"/>
        <source>For a house in every city of this land.</source>
        <translation>За домик в каждом городе этой земли.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="239"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="271"/>
        <source>Draw a card from the deck.</source>
        <translation>Возьмите карту из колоды.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="253"/>
        <source>Score your route or end your turn.</source>
        <translation>Завершите линию или закончите ход.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="255"/>
        <source>Call the Postal carrier or end your turn.</source>
        <translation>Позовите гонца или закончите ход.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="272"/>
        <source>Take %1 from the display.</source>
        <translation>Возьмите открытую карту города %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="274"/>
        <source>Call the Administrator for a new display.</source>
        <translation>Позовите администратора, чтобы заменить открытые карты.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="276"/>
        <source>Call the Postmaster and draw a second card.</source>
        <translation>Позовите почтмейстера и возьмите вторую карту.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="278"/>
        <source>Call the Postal carrier and play a second card.</source>
        <translation>Позовите гонца и выложите вторую карту.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="281"/>
        <source>Play %1 at the left end of your route.</source>
        <translation>Выложите карту города %1 к левому концу линии.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="282"/>
        <source>Play %1 at the right end of your route.</source>
        <translation>Выложите карту города %1 к правому концу линии.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="284"/>
        <source>Start a new route with %1.</source>
        <translation>Начните новую линию с карты города %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="287"/>
        <source>Score your route with the Cartwright.</source>
        <translation>Завершите линию с помощью каретника.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="288"/>
        <source>Score your route.</source>
        <translation>Завершите линию.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="256"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="290"/>
        <source>End your turn.</source>
        <translation>Закончите ход.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="292"/>
        <source>Place one house in each land of your route.</source>
        <translation>Поставьте по домику в каждой земле линии.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="294"/>
        <source>Place houses in every city of %1 on your route.</source>
        <translation>Поставьте домики во все города линии в земле %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="296"/>
        <source>Place a house in %1.</source>
        <translation>Поставьте домик в городе %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="298"/>
        <source>Discard %1.</source>
        <translation>Сбросьте карту города %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/advicedrawing.py" line="126"/>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/advicedrawing.py" line="145"/>
        <source>%1 played: %2 Expert&apos;s advice: %3</source>
        <translation>Игрок %1 сыграл: %2 Совет Эксперта: %3</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../thurntaxis/games.py" line="265"/>
        <source>Thurn and Taxis</source>
        <translation>Турн-и-Таксис: Королевская почта</translation>
    </message>
    <message>
        <location filename="../thurntaxis/games.py" line="275"/>
        <source>Carcassonne</source>
        <translation>Каркассон</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <location filename="../thurntaxis/shell/home.py" line="52"/>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/home.py" line="128"/>
        <source>Players: %1–%2</source>
        <translation>Число игроков: %1–%2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/home.py" line="134"/>
        <source>Length: about %1 minutes</source>
        <translation>Время партии: около %1 мин</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/home.py" line="297"/>
        <source>Welcome! New to a game? Learn to play starts a short guided game that shows you every step of a turn. You can leave it at any time.</source>
        <translation>Добро пожаловать! Ещё не знаете игру? Кнопка «Научиться играть» начинает короткую обучающую игру, которая покажет каждый шаг хода. Её можно покинуть в любой момент.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/homedoor.py" line="111"/>
        <source>Players: %1. Moves played: %2.</source>
        <translation>Игроки: %1. Ходов сделано: %2.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="55"/>
        <source>Host a network game</source>
        <translation>Создать сетевую игру</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="79"/>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="82"/>
        <source>&amp;Players:</source>
        <translation>Иг&amp;роки:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="83"/>
        <source>Alex</source>
        <translation>Алекс</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="85"/>
        <source>Your &amp;name:</source>
        <translation>Ваше и&amp;мя:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="96"/>
        <source>any free port</source>
        <translation>любой свободный порт</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="97"/>
        <source>Po&amp;rt:</source>
        <translation>&amp;Порт:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="100"/>
        <source>&amp;Join code:</source>
        <translation>&amp;Код для входа:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="105"/>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="106"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="108"/>
        <source>A player who lost the connection may come back; after this wait the computer plays the seat.</source>
        <translation>После потери соединения можно вернуться в игру; по истечении этого времени место займёт компьютер.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="110"/>
        <source>&amp;Computer takes a lost seat after:</source>
        <translation>Компьютер &amp;займёт место через:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="113"/>
        <source>&amp;Open the game to friends</source>
        <translation>&amp;Открыть игру для друзей</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="115"/>
        <location filename="../thurntaxis/netui/hostdialog.py" line="294"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="146"/>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="147"/>
        <source>A person on another machine</source>
        <translation>Человек на другом компьютере</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="149"/>
        <source>Computer: %1</source>
        <translation>Компьютер: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="153"/>
        <source>Seat %1:</source>
        <translation>Место %1:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="166"/>
        <source>Anna</source>
        <translation>Анна</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="166"/>
        <source>Bruno</source>
        <translation>Бруно</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="166"/>
        <source>Clara</source>
        <translation>Клара</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="166"/>
        <source>Dora</source>
        <translation>Дора</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="166"/>
        <source>Emil</source>
        <translation>Эмиль</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="183"/>
        <source>Please give your name.</source>
        <translation>Укажите своё имя.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="185"/>
        <source>The join code needs letters or digits (no accents).</source>
        <translation>Код для входа должен состоять из латинских букв или цифр.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="188"/>
        <source>The join code needs at least %1 letters or digits, so that nobody can guess it.</source>
        <translation>В коде для входа должно быть не меньше %1 букв или цифр, чтобы его никто не угадал.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="193"/>
        <source>Choose at least one seat for a person on another machine.</source>
        <translation>Выберите хотя бы одно место для человека на другом компьютере.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="200"/>
        <source>Cannot open port %1: %2</source>
        <translation>Не удаётся открыть порт %1: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="218"/>
        <source>This hosted game is over: there is nothing to resume.</source>
        <translation>Эта сетевая игра уже окончена: продолжать нечего.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="222"/>
        <source>Resume the hosted game</source>
        <translation>Продолжить созданную сетевую игру</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="231"/>
        <source>Cannot open a port: %1</source>
        <translation>Не удаётся открыть порт: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="234"/>
        <source>Port %1 is taken: the game is open on port %2 instead. Tell your friends the new address.</source>
        <translation>Порт %1 занят: игра открыта на порту %2. Сообщите друзьям новый адрес.</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/netui/hostdialog.py" line="237"/>
        <source>%1, after %n move(s): your friends come back to their seats with this address and code.</source>
        <translation>
            <numerusform>%1, после %n хода: друзья возвращаются на свои места по этому адресу с этим кодом.</numerusform>
            <numerusform>%1, после %n ходов: друзья возвращаются на свои места по этому адресу с этим кодом.</numerusform>
            <numerusform>%1, после %n ходов: друзья возвращаются на свои места по этому адресу с этим кодом.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="252"/>
        <source>The game cannot be kept for resuming later in %1 (%2).</source>
        <translation>Игру нельзя сохранить, чтобы продолжить позже: папка %1 (%2).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="279"/>
        <source>Players:</source>
        <translation>Игроки:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="285"/>
        <source>Co&amp;mputer plays this seat</source>
        <translation>&amp;Вместо друга играет компьютер</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="287"/>
        <source>Let a computer player take the chosen seat of a friend who is not back.</source>
        <translation>Отдать компьютеру выбранное место, на которое никто не вернулся.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="292"/>
        <source>&amp;Start the game</source>
        <translation>&amp;Начать игру</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="304"/>
        <source>Tell your friends one of these addresses and the join code %1 (Game → Join a network game):</source>
        <translation>Сообщите друзьям один из этих адресов и код для входа %1 (Игра → Присоединиться к сетевой игре):</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/netui/hostdialog.py" line="316"/>
        <source>Waiting for %n player(s) to join…</source>
        <translation>
            <numerusform>Ждём, пока присоединится %n игрок…</numerusform>
            <numerusform>Ждём, пока присоединятся %n игрока…</numerusform>
            <numerusform>Ждём, пока присоединятся %n игроков…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/netui/hostdialog.py" line="318"/>
        <source>Waiting for %n player(s) to come back…</source>
        <translation>
            <numerusform>Ждём, пока вернётся %n игрок…</numerusform>
            <numerusform>Ждём, пока вернутся %n игрока…</numerusform>
            <numerusform>Ждём, пока вернутся %n игроков…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostdialog.py" line="320"/>
        <source>Every seat is taken.</source>
        <translation>Все места заняты.</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../thurntaxis/shell/howtoplay.py" line="121"/>
        <source>How to play</source>
        <translation>Как играть</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="52"/>
        <source>Join a network game</source>
        <translation>Присоединиться к сетевой игре</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="56"/>
        <source>&amp;Address of the host:</source>
        <translation>&amp;Адрес хозяина игры:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="59"/>
        <source>Join &amp;code:</source>
        <translation>&amp;Код для входа:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="60"/>
        <source>Anna</source>
        <translation>Анна</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="62"/>
        <source>Your &amp;name:</source>
        <translation>Ваше &amp;имя:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="69"/>
        <source>&amp;Join</source>
        <translation>&amp;Присоединиться</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="71"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="83"/>
        <source>Write the host&apos;s address as HOST:PORT, for example 192.168.1.20:7311.</source>
        <translation>Введите адрес хозяина игры в виде HOST:PORT, например 192.168.1.20:7311.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="87"/>
        <source>Please give the join code the host told you.</source>
        <translation>Введите код для входа, который вам сообщил хозяин игры.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="101"/>
        <source>Connecting to %1…</source>
        <translation>Подключение к хозяину игры: %1…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="118"/>
        <source>You have joined as seat %1. Waiting for the host to start the game…</source>
        <translation>Вы заняли место %1. Ждём, пока хозяин игры начнёт её…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/joindialog.py" line="154"/>
        <source>The connection to the host ended.</source>
        <translation>Соединение с хозяином игры прервано.</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="73"/>
        <source>%1 placed houses in %2.</source>
        <translation>%1 ставит домики в городах: %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="76"/>
        <source>%1 took the “%2” bonus tile (%3).</source>
        <translation>%1 получает призовой жетон «%2» (%3).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="82"/>
        <source>%1 took carriage %2.</source>
        <translation>%1 получает экипаж %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="84"/>
        <source>The discard pile was shuffled into a new deck.</source>
        <translation>Сброс перетасован и стал новой колодой.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="86"/>
        <source>%1 had no cards: the Postmaster is called automatically.</source>
        <translation>У игрока %1 нет карт на руке: почтмейстер помогает автоматически.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="88"/>
        <source>%1 took back a move.</source>
        <translation>%1 отменяет действие.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="90"/>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="92"/>
        <source>A computer player failed; it plays a plain legal move instead.</source>
        <translation>Компьютерный игрок дал сбой; вместо этого он делает простой допустимый ход.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="94"/>
        <source>A new game begins: %1.</source>
        <translation>Новая игра. Играют: %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="96"/>
        <source>A game of %1, continued:</source>
        <translation>Продолжение игры. Играют: %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="106"/>
        <source>%1 drew a card from the deck.</source>
        <translation>%1 берёт карту из колоды.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="107"/>
        <source>%1 took %2 from the display.</source>
        <translation>%1 берёт открытую карту города %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="109"/>
        <source>%1 called the Administrator: a new display.</source>
        <translation>%1 зовёт администратора: новые открытые карты.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="111"/>
        <source>%1 called the Postmaster to draw a second card.</source>
        <translation>%1 зовёт почтмейстера, чтобы взять вторую карту.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="113"/>
        <source>%1 called the Postal carrier to play a second card.</source>
        <translation>%1 зовёт гонца, чтобы выложить вторую карту.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="115"/>
        <source>%1 played %2 at the left end of the route.</source>
        <translation>%1 выкладывает карту города %2 к левому концу линии.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="117"/>
        <source>%1 played %2 at the right end of the route.</source>
        <translation>%1 выкладывает карту города %2 к правому концу линии.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="120"/>
        <source>%1 discarded the route and started a new one with %2.</source>
        <translation>%1 сбрасывает линию и начинает новую с карты города %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="121"/>
        <source>%1 started a route with %2.</source>
        <translation>%1 начинает новую линию с карты города %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="127"/>
        <source>%1 ended the turn.</source>
        <translation>%1 заканчивает ход.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="129"/>
        <source>%1 chose one house in each land.</source>
        <translation>%1 выбирает по домику в каждой земле.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="131"/>
        <source>%1 chose every city of %2.</source>
        <translation>%1 выбирает все города земли %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="133"/>
        <source>%1 placed a house in %2.</source>
        <translation>%1 ставит домик в городе %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/gamelog.py" line="135"/>
        <source>%1 discarded %2.</source>
        <translation>%1 сбрасывает карту города %2.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="12"/>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="13"/>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="14"/>
        <source>&amp;Open saved game…</source>
        <translation>&amp;Открыть сохранённую игру…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="15"/>
        <source>&amp;Save game…</source>
        <translation>&amp;Сохранить игру…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="18"/>
        <source>Res&amp;ume the hosted game…</source>
        <translation>Продол&amp;жить созданную сетевую игру…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="19"/>
        <source>&amp;Replay a game…</source>
        <translation>&amp;Просмотреть партию…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="20"/>
        <source>Replay the &amp;last finished game</source>
        <translation>Просмотреть последнюю &amp;завершённую партию</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="21"/>
        <source>Se&amp;ttings…</source>
        <translation>Настрой&amp;ки…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="22"/>
        <source>Stat&amp;istics…</source>
        <translation>Ст&amp;атистика…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="23"/>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="24"/>
        <source>&amp;Play</source>
        <translation>&amp;Ход</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="36"/>
        <source>&amp;About…</source>
        <translation>&amp;О программе…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="20"/>
        <source>Draw from the &amp;deck</source>
        <translation>&amp;Взять из колоды</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="21"/>
        <source>Call the &amp;Postmaster</source>
        <translation>Позвать &amp;почтмейстера</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="22"/>
        <source>Call the &amp;Administrator</source>
        <translation>Позвать &amp;администратора</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="23"/>
        <source>Call the Postal &amp;carrier</source>
        <translation>Позвать &amp;гонца</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="24"/>
        <source>Next card of the hand</source>
        <translation>Следующая карта на руке</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="25"/>
        <source>Previous card of the hand</source>
        <translation>Предыдущая карта на руке</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="26"/>
        <source>Play the chosen card at the &amp;left end</source>
        <translation>Выложить выбранную карту &amp;слева</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="27"/>
        <source>Play the chosen card at the &amp;right end</source>
        <translation>Выложить выбранную карту сп&amp;рава</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="28"/>
        <source>Start a &amp;new route with the chosen card</source>
        <translation>Начать &amp;новую линию выбранной картой</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="29"/>
        <source>Pick the n-th choice (display card, house option, city, card)</source>
        <translation>Выбрать n-й вариант (открытая карта, вариант домиков, город, карта): клавиши 1–9</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="32"/>
        <source>&amp;Score route</source>
        <translation>&amp;Завершить линию</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="33"/>
        <source>Score with the Cart&amp;wright</source>
        <translation>Завершить с помощью &amp;каретника</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="34"/>
        <source>&amp;End turn</source>
        <translation>Закончить &amp;ход</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="25"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="26"/>
        <source>&amp;Hint: show a legal move</source>
        <translation>По&amp;дсказка: показать допустимый ход</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/pageactions.py" line="35"/>
        <source>Show my hand</source>
        <translation>Показать мои карты</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="27"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="28"/>
        <source>Ho&amp;me page</source>
        <translation>&amp;Главная страница</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="29"/>
        <source>&amp;Fit to window</source>
        <translation>&amp;Вписать в окно</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="30"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="31"/>
        <source>Zoom &amp;out</source>
        <translation>У&amp;меньшить</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="32"/>
        <source>Pla&amp;yers and log beside the table</source>
        <translation>&amp;Игроки и журнал рядом со столом</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="33"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="34"/>
        <source>&amp;How to play</source>
        <translation>&amp;Как играть</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="35"/>
        <source>&amp;Learn to play (a guided game)</source>
        <translation>&amp;Научиться играть (обучающая игра)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="276"/>
        <source>The final scoring is beside the table.</source>
        <translation>Финальный подсчёт очков&#xa0;— рядом со столом.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="266"/>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="53"/>
        <source>Nothing will be kept</source>
        <translation>Ничего не сохранится</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="54"/>
        <source>Settings and the game in progress cannot be kept in %1 (%2). You can play, and save the game with Game → Save game.</source>
        <translation>Настройки и текущую игру нельзя хранить в папке %1 (%2). Играть можно, а сохранить игру&#xa0;— командой Игра → Сохранить игру.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="93"/>
        <source>the earlier game could not be set aside</source>
        <translation>не удалось отложить предыдущую игру</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="169"/>
        <location filename="../thurntaxis/shell/gameplay.py" line="179"/>
        <source>Leave this game?</source>
        <translation>Покинуть эту игру?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="170"/>
        <source>You leave the network game. The host keeps it, and your seat in it. Leave it?</source>
        <translation>Вы покидаете сетевую игру. Хозяин игры сохраняет её и ваше место в ней. Покинуть её?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="180"/>
        <source>The game in progress will be lost unless you save it first. Leave it?</source>
        <translation>Текущая игра пропадёт, если сначала её не сохранить. Покинуть её?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="112"/>
        <source>A network game is saved by its host, not here.</source>
        <translation>Сетевую игру сохраняет хозяин игры, а не этот компьютер.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="117"/>
        <source>Save game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="130"/>
        <source>Saved games (*.json)</source>
        <translation>Сохранённые игры (*.json)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="147"/>
        <source>Not saved</source>
        <translation>Не сохранено</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="148"/>
        <source>The game could not be saved: %1</source>
        <translation>Не удалось сохранить игру: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="154"/>
        <source>Game saved to %1.</source>
        <translation>Игра сохранена: %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="162"/>
        <source>Open saved game</source>
        <translation>Открыть сохранённую игру</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="186"/>
        <source>Cannot open the saved game</source>
        <translation>Не удаётся открыть сохранённую игру</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="187"/>
        <source>%1 is not a saved game this program can continue.

Reason: %2</source>
        <translation>Файл %1 не является сохранённой игрой, которую эта программа может продолжить.

Причина: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gamefiles.py" line="180"/>
        <source>Game loaded from %1.</source>
        <translation>Игра загружена: %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="74"/>
        <source>Replay a game</source>
        <translation>Просмотр партии</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="87"/>
        <source>%1 is not a game record this program can replay.</source>
        <translation>Файл %1 не является записью партии, которую эта программа может показать.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="113"/>
        <source>The last finished game cannot be replayed.</source>
        <translation>Не удаётся показать последнюю завершённую партию.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="117"/>
        <source>No game has been finished yet.</source>
        <translation>Ещё ни одна партия не завершена.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="144"/>
        <source>The game of %1 cannot be replayed.</source>
        <translation>Не удаётся показать партию (игроки: %1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="151"/>
        <source>This game cannot be replayed yet.</source>
        <translation>Эту игру пока нельзя просмотреть.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="202"/>
        <source>The game cannot be played from here.</source>
        <translation>С этого хода играть нельзя.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="227"/>
        <source>Cannot replay the game</source>
        <translation>Не удаётся показать партию</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replays.py" line="228"/>
        <source>Reason: %1</source>
        <translation>Причина: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/window.py" line="317"/>
        <source>Game not kept</source>
        <translation>Игра не сохранена</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/window.py" line="319"/>
        <source>The game in progress could not be kept for the next start (%1). Save it to a file of your choice before quitting?</source>
        <translation>Не удалось сохранить текущую игру до следующего запуска (%1). Сохранить её перед выходом в файл по вашему выбору?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="212"/>
        <source>%1 is playing…</source>
        <translation>%1 делает ход…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="217"/>
        <source>%1, it is your turn: click the covered hand when you are ready.</source>
        <translation>%1, ваш ход: когда будете готовы, щёлкните по закрытым картам.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="153"/>
        <source>%1: </source>
        <translation>%1: </translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="258"/>
        <source>Start a new route?</source>
        <translation>Начать новую линию?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="269"/>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="205"/>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="209"/>
        <source>Waiting for %1 to move (over the network)…</source>
        <translation>Ждём хода: %1 (по сети)…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="274"/>
        <source>A hint is given when it is your turn.</source>
        <translation>Подсказка доступна в ваш ход.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/page.py" line="279"/>
        <source>Hint: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/gameplay.py" line="270"/>
        <source>Watch the game again, move by move?</source>
        <translation>Просмотреть партию ещё раз, ход за ходом?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="16"/>
        <source>&amp;Host a network game…</source>
        <translation>Создать се&amp;тевую игру…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/menuwords.py" line="17"/>
        <source>&amp;Join a network game…</source>
        <translation>Присоединиться к сетевой &amp;игре…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/i18n.py" line="178"/>
        <source>Thurn and Taxis &amp; Carcassonne</source>
        <translation>Турн-и-Таксис &amp; Каркассон</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="199"/>
        <source>Mira</source>
        <translation>Мира</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="200"/>
        <source>Anna</source>
        <translation>Анна</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="201"/>
        <source>Bruno</source>
        <translation>Бруно</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="202"/>
        <source>Clara</source>
        <translation>Клара</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/app.py" line="203"/>
        <source>Dora</source>
        <translation>Дора</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <location filename="../thurntaxis/netui/hosted.py" line="50"/>
        <source>Over the network:</source>
        <translation>По сети:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hosted.py" line="61"/>
        <source>%1 plays from another machine and is connected.</source>
        <translation>%1 играет с другого компьютера; связь есть.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hosted.py" line="65"/>
        <source>%1 plays from another machine and is not connected: the game waits for them.</source>
        <translation>%1 играет с другого компьютера. Связи нет: игра ждёт, пока %1 вернётся.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="15"/>
        <source>The host runs another version of the program.</source>
        <translation>У хозяина игры другая версия программы.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="16"/>
        <source>The join code is wrong.</source>
        <translation>Неверный код для входа.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="17"/>
        <source>The host does not know the seat you came back to.</source>
        <translation>Хозяин игры не знает места, на которое вы возвращаетесь.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="18"/>
        <source>Every seat of this game is taken.</source>
        <translation>Все места в этой игре заняты.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="19"/>
        <source>Please give your name.</source>
        <translation>Укажите своё имя.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="20"/>
        <source>This game is over.</source>
        <translation>Эта игра уже окончена.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="21"/>
        <source>Another player at this table has that name.</source>
        <translation>У другого игрока за этим столом уже есть такое имя.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="22"/>
        <source>The host is busy: too many wrong codes came lately. Try again in a minute.</source>
        <translation>Хозяин игры занят: в последнее время пришло слишком много неверных кодов. Попробуйте ещё раз через минуту.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="26"/>
        <source>The host refused to seat you.</source>
        <translation>Хозяин игры не принял вас.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="31"/>
        <source>Seat %1</source>
        <translation>Место %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="33"/>
        <source>waiting for a player…</source>
        <translation>ждёт игрока…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="36"/>
        <source>connected</source>
        <translation>в сети</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="38"/>
        <source>not connected</source>
        <translation>нет связи</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="42"/>
        <source>computer</source>
        <translation>компьютер</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/texts.py" line="44"/>
        <source>host</source>
        <translation>хозяин игры</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/play.py" line="77"/>
        <source>Host the game again?</source>
        <translation>Снова открыть игру для друзей?</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/play.py" line="78"/>
        <source>You were hosting this game over the network. Host it again for the same friends? They come back to their seats with the same address and join code.

No: you play on here, and the computer plays their seats.</source>
        <translation>Эта игра была открыта по сети с этого компьютера. Снова открыть её для тех же друзей? Они вернутся на свои места по тому же адресу и коду для входа.

Нет: вы продолжите здесь, а за их места сыграет компьютер.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostresume.py" line="53"/>
        <source>Cannot resume the hosted game</source>
        <translation>Не удаётся продолжить сетевую игру</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/hostresume.py" line="61"/>
        <source>The hosted game kept in %1 cannot be resumed: %2</source>
        <translation>Сетевую игру, сохранённую в файле %1, нельзя продолжить: %2</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="33"/>
        <source>The host has gone away: the game cannot go on. The table stays as it was.</source>
        <translation>Хозяин игры отключился: продолжить игру нельзя. Стол остаётся как был.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="36"/>
        <source>The host cannot be reached: nobody hosts a game at that address.</source>
        <translation>Не удаётся связаться с хозяином игры: по этому адресу никто не ведёт игру.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="37"/>
        <source>The host sent something that is not a message of this program: the game has ended here.</source>
        <translation>Хозяин игры прислал то, что не является сообщением этой программы: здесь игра окончена.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="40"/>
        <source>The host has closed the game to this seat.</source>
        <translation>Хозяин игры закрыл игру для этого места.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="48"/>
        <source>The host runs another version of the program.</source>
        <translation>У хозяина игры другая версия программы.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="49"/>
        <source>The join code is wrong.</source>
        <translation>Неверный код для входа.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="50"/>
        <source>This game does not know the seat to come back to.</source>
        <translation>Эта игра не знает места, на которое вы хотите вернуться.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="51"/>
        <source>Every seat of this game is taken.</source>
        <translation>Все места в этой игре заняты.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="52"/>
        <source>The host does not accept this name.</source>
        <translation>Хозяин игры не принимает это имя.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="53"/>
        <source>This game is over.</source>
        <translation>Эта игра уже окончена.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="54"/>
        <source>Another player at this table has that name.</source>
        <translation>У другого игрока за этим столом уже есть такое имя.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="55"/>
        <source>The host is busy: too many wrong codes came lately. Try again in a minute.</source>
        <translation>Хозяин игры занят: в последнее время пришло слишком много неверных кодов. Попробуйте ещё раз через минуту.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="56"/>
        <source>Your seat has been taken up on another connection with your seat&apos;s key (another window of yours?). This window no longer plays it.</source>
        <translation>Ваше место заняло другое подключение с ключом вашего места (может быть, ваше другое окно?). Это окно больше за него не играет.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="62"/>
        <source>The host refused to seat you (%1).</source>
        <translation>Хозяин игры не дал вам места (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="68"/>
        <source>The host had moved on: your move came too late. The table shows the game as it is now.</source>
        <translation>У хозяина игры партия ушла вперёд: ваш ход пришёл слишком поздно. Стол показывает игру такой, какая она сейчас.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="71"/>
        <source>The host did not accept that move (%1).</source>
        <translation>Хозяин игры не принял этот ход (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="106"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="149"/>
        <source>%1 has lost the connection.</source>
        <translation>%1: соединение потеряно.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="151"/>
        <source>%1 is back at the table.</source>
        <translation>%1 снова за столом.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="168"/>
        <source>Winner: %1</source>
        <translation>Побеждает: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="169"/>
        <source>The network game of %1 is over</source>
        <translation>Сетевая партия в «%1» окончена</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="185"/>
        <source>The connection to the host broke: coming back to the table…</source>
        <translation>Соединение с хозяином игры прервалось: возвращаемся за стол…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="189"/>
        <source>Back at the table.</source>
        <translation>Снова за столом.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="216"/>
        <source>The host plays a game this program does not play.</source>
        <translation>Хозяин игры ведёт игру, которую эта программа не знает.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/netui/remotetable.py" line="234"/>
        <source>Waiting for the host to start the game…</source>
        <translation>Ждём, пока хозяин игры начнёт партию…</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="62"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Play</source>
        <translation>Играет</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="80"/>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="155"/>
        <source>Alex</source>
        <translation>Алекс</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="156"/>
        <source>Anna</source>
        <translation>Анна</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="157"/>
        <source>Bruno</source>
        <translation>Бруно</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="158"/>
        <source>Clara</source>
        <translation>Клара</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="91"/>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="92"/>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/levels.py" line="12"/>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/levels.py" line="13"/>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/levels.py" line="14"/>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
    <message>
        <location filename="../thurntaxis/kit/levels.py" line="15"/>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="26"/>
        <source>All nine lands (rulebooks)</source>
        <translation>Все девять земель (правила)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="70"/>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="33"/>
        <source>All lands outside Baiern (first edition)</source>
        <translation>Все земли, кроме Баварии (первое издание)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="22"/>
        <source>All-lands tile:</source>
        <translation>Жетон за все земли:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="118"/>
        <source>random</source>
        <translation>случайно</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="119"/>
        <source>Seed (optional):</source>
        <translation>Начальное число (необязательно):</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="126"/>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="127"/>
        <source>How to play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="146"/>
        <source>%1 — a new game</source>
        <translation>%1&#xa0;— новая игра</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="148"/>
        <source>%1 to %2 players: tick the seats that play, and choose who plays each one.</source>
        <translation>От %1 до %2 игроков: отметьте места, которые играют, и выберите, кто играет на каждом.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="159"/>
        <source>Dora</source>
        <translation>Дора</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="34"/>
        <source>The tile goes to the first player with a house in every land but Baiern (eight lands).</source>
        <translation>Жетон получает первый игрок, у которого есть домик в каждой земле, кроме Баварии (восемь земель).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/plug.py" line="27"/>
        <source>The tile goes to the first player with a house in each of the nine lands.</source>
        <translation>Жетон получает первый игрок, у которого есть домик в каждой из девяти земель.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="221"/>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="246"/>
        <source>Each player needs a colour of their own.</source>
        <translation>У каждого игрока должен быть свой цвет.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="251"/>
        <source>The seed must be a whole number of up to %1 digits, or empty for a random game.</source>
        <translation>Начальное число должно быть целым, не длиннее %1 цифр; оставьте поле пустым для случайной игры.</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="108"/>
        <source>Carriage %1</source>
        <translation>Экипаж %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="108"/>
        <source>Carriage</source>
        <translation>Экипаж</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="113"/>
        <source>Bonus tiles</source>
        <translation>Призовые жетоны</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="116"/>
        <source>Houses placed</source>
        <translation>Выставленные домики</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="117"/>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="120"/>
        <source>Houses not placed</source>
        <translation>Невыставленные домики</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="145"/>
        <source>Longest route scored</source>
        <translation>Самая длинная завершённая линия</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/endcards.py" line="164"/>
        <source>Score = carriage + bonus tiles − one point per house not placed</source>
        <translation>Очки = экипаж + призовые жетоны − очко за каждый невыставленный домик</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../thurntaxis/shell/qtwords.py" line="13"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/qtwords.py" line="14"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлов:</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="304"/>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="305"/>
        <source>%1 is not on the display.</source>
        <translation>Карты города %1 нет среди открытых карт.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="306"/>
        <source>There is no card left to draw.</source>
        <translation>Карт для взятия больше нет.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="308"/>
        <source>You have already called an official this turn; one official per turn.</source>
        <translation>В этот ход вы уже звали почтового служащего; один служащий за ход.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="311"/>
        <source>The Administrator must be called before you draw.</source>
        <translation>Администратора нужно звать до того, как вы возьмёте карту.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="313"/>
        <source>The Postmaster gives a second card: draw your first card before calling him.</source>
        <translation>Почтмейстер даёт вторую карту: сначала возьмите первую.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="316"/>
        <source>The Postmaster can only be called before you play a card.</source>
        <translation>Почтмейстера можно звать только до того, как вы выложите карту.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="317"/>
        <source>%1 is not in your hand.</source>
        <translation>Карты города %1 нет у вас на руке.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="318"/>
        <source>You have no route yet: start one with any card.</source>
        <translation>У вас ещё нет линии: начните её любой картой.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="319"/>
        <source>%1 is already in your route.</source>
        <translation>Город %1 уже есть в вашей линии.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="19"/>
        <source>%1 has no road to %2, the left end of your route, nor to %3, its right end.</source>
        <translation>От города %1 нет дороги ни к левому концу линии (%2), ни к правому (%3).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="23"/>
        <source>%1 has no road to %2, the right end of your route, nor to %3, its left end.</source>
        <translation>От города %1 нет дороги ни к правому концу линии (%2), ни к левому (%3).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="27"/>
        <source>%1 has no road to %2, the left end of your route; it could go at the right end, after %3.</source>
        <translation>От города %1 нет дороги к левому концу линии (%2), но есть к правому (%3).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="33"/>
        <source>%1 has no road to %2, the right end of your route; it could go at the left end, before %3.</source>
        <translation>От города %1 нет дороги к правому концу линии (%2), но есть к левому (%3).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="38"/>
        <source>%1 has no road to %2, the city of your route.</source>
        <translation>От города %1 нет дороги к городу вашей линии: %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="40"/>
        <source>%1 cannot start a new route: the Postal carrier&apos;s card must go at an end of your route.</source>
        <translation>Картой города %1 нельзя начать новую линию: карта гонца должна продлить линию с одного из концов.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="46"/>
        <source>The Postal carrier&apos;s card must go at an end of your route, and %1 has no road to either end (%2, %3).</source>
        <translation>Карта гонца должна продлить линию, а от города %1 нет дороги к её концам: %2, %3.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="53"/>
        <source>The Postal carrier&apos;s card must go at an end of your route, and %1 has no road to %2, the city of your route.</source>
        <translation>Карта гонца должна продлить линию, а от города %1 нет дороги к городу вашей линии: %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="61"/>
        <source>The Postmaster cannot help: there is no card left to draw.</source>
        <translation>Почтмейстер не поможет: карт для взятия больше нет.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="65"/>
        <source>%1 is not on the route you scored: your houses go only to its cities.</source>
        <translation>Города %1 нет в завершённой линии: домики ставятся только в её городах.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="68"/>
        <source>You already have a house in %1.</source>
        <translation>В городе %1 у вас уже есть домик.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="70"/>
        <source>%1 is in %2, which already has its house from this route: one house a land.</source>
        <translation>Город %1 лежит в земле %2, где уже стоит домик с этой линии: в каждой земле только один домик.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="73"/>
        <source>%1 is not in %2, the land you chose.</source>
        <translation>Город %1 находится не в выбранной земле %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="93"/>
        <source>%1 cannot go at the left end: you have no route yet. Start one with any card.</source>
        <translation>Карту города %1 нельзя выложить к левому концу: у вас ещё нет линии. Начните её любой картой.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="95"/>
        <source>%1 cannot go at the right end: you have no route yet. Start one with any card.</source>
        <translation>Карту города %1 нельзя выложить к правому концу: у вас ещё нет линии. Начните её любой картой.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="127"/>
        <source>You cannot draw %1 now.</source>
        <translation>Сейчас нельзя взять карту города %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="128"/>
        <source>You cannot draw from the deck now.</source>
        <translation>Сейчас нельзя взять карту из колоды.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="129"/>
        <source>You cannot play %1 now.</source>
        <translation>Сейчас нельзя выложить карту города %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="130"/>
        <source>%1: you cannot call this official now.</source>
        <translation>%1: сейчас этого служащего звать нельзя.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="131"/>
        <source>You cannot score your route now.</source>
        <translation>Сейчас нельзя завершить линию.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="132"/>
        <source>You cannot end your turn now.</source>
        <translation>Сейчас нельзя закончить ход.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="133"/>
        <source>You cannot choose where your houses go now.</source>
        <translation>Сейчас нельзя выбирать, куда поставить домики.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="134"/>
        <source>You cannot place a house in %1 now.</source>
        <translation>Сейчас нельзя поставить домик в городе %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="135"/>
        <source>You cannot discard %1 now.</source>
        <translation>Сейчас нельзя сбросить карту города %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="144"/>
        <source>%1: you have already called this official this turn; one official a turn.</source>
        <translation>%1: этого служащего вы в этот ход уже звали; один служащий за ход.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="147"/>
        <source>%1: you have already called another official this turn (%2); one official a turn.</source>
        <translation>%1: в этот ход вы уже звали другого служащего (%2); один служащий за ход.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="321"/>
        <source>None of your cards can extend your route, so the Postal carrier cannot help.</source>
        <translation>Ни одна из ваших карт не продлит линию, поэтому гонец не поможет.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="325"/>
        <source>Your route has no city in %1 that can take a house of yours.</source>
        <translation>В вашей линии нет города в земле %1, где можно поставить ваш домик.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="329"/>
        <source>A house cannot go to %1 under the option you chose.</source>
        <translation>При выбранном варианте в городе %1 домик поставить нельзя.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="333"/>
        <source>That option places the same house as one house in each land.</source>
        <translation>Этот вариант ставит тот же домик, что и «по одному в каждой земле».</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="336"/>
        <source>That is not a move of this game.</source>
        <translation>Такого хода в этой игре нет.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/reasons.py" line="136"/>
        <location filename="../thurntaxis/taxis/ui/texts.py" line="343"/>
        <source>You cannot do that now.</source>
        <translation>Сейчас этого сделать нельзя.</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="153"/>
        <source>Back to the game</source>
        <translation>Вернуться к игре</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="154"/>
        <source>Leave the replay (Escape)</source>
        <translation>Закончить просмотр (Escape)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="155"/>
        <source>Back to the results</source>
        <translation>Назад к итогам</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="156"/>
        <source>Leave the replay for the end of the game: the scores, Rematch</source>
        <translation>Выйти из просмотра к концу партии: итоги, реванш</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="157"/>
        <source>First position (Home)</source>
        <translation>Начало партии (Home)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="158"/>
        <source>One move back (Left arrow)</source>
        <translation>Шаг назад (стрелка влево)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="159"/>
        <source>One move forward (Right arrow)</source>
        <translation>Шаг вперёд (стрелка вправо)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="160"/>
        <source>Last position (End)</source>
        <translation>Конец партии (End)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="161"/>
        <source>Speed:</source>
        <translation>Скорость:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="162"/>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="162"/>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="162"/>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="162"/>
        <source>Very fast</source>
        <translation>Очень быстро</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="233"/>
        <source>Move %1 of %2</source>
        <translation>Шаг %1 / %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="269"/>
        <source>Replay: the opening position. Escape returns to your game.</source>
        <translation>Просмотр: начальная позиция. Escape&#xa0;— вернуться к вашей игре.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="271"/>
        <source>Replay, move %1: %2</source>
        <translation>Просмотр, шаг %1: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="312"/>
        <source>Pause (Space)</source>
        <translation>Приостановить (пробел)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replay.py" line="312"/>
        <source>Play (Space)</source>
        <translation>Воспроизвести (пробел)</translation>
    </message>
</context>
<context>
    <name>RulePictures</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="187"/>
        <source>&#xa0;– </source>
        <comment>between the cities of a route</comment>
        <translation>&#xa0;— </translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="193"/>
        <source>A route: %R. %4 may go at the right end, because %3 has a road to %4.</source>
        <translation>Почтовая линия: %R. Карту %4 можно положить к правому концу линии: от города %3 есть дорога к городу %4.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="196"/>
        <source>%5 may not go at the right end: there is no road from %3 to %5. At the left end it may, because %1 has a road to %5.</source>
        <translation>Карту %5 нельзя положить к правому концу линии: от города %3 нет дороги к городу %5. К левому концу можно: от города %1 есть дорога к городу %5.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="201"/>
        <source>Mira scores %R. She places a house in every city of %9 in the route (%2, %3, %4) and takes carriage 3.</source>
        <translation>Мира завершает линию %R. Она ставит домик в каждом городе земли %9 на линии (%2, %3, %4) и берёт экипаж 3.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="210"/>
        <source>The four officials, as on the table: you may call one of them in each turn.</source>
        <translation>Четыре почтовых служащих, как на столе: в каждый свой ход можно воспользоваться помощью одного из них.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/rulepictures.py" line="223"/>
        <source>A board game by Karen and Andreas Seyfarth, published by Hans im Glück in 2006.</source>
        <translation>Настольная игра Карен и Андреаса Зайфартов, изданная Hans im Glück в 2006 году.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="107"/>
        <source>A completed city of 3 tiles with 1 shield: 2 points per tile and 2 per shield, 8 points.</source>
        <translation>Завершённый город из 3 квадратов с 1 щитом: по 2 очка за каждый квадрат и за щит, всего 8 очков.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="118"/>
        <source>A completed road of 3 tiles, from crossroads to crossroads: 1 point per tile, 3 points.</source>
        <translation>Завершённая дорога из 3 квадратов, от перекрёстка до перекрёстка: по 1 очку за каждый квадрат, всего 3 очка.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="129"/>
        <source>A monastery surrounded by 8 tiles: 1 point for its own tile and 1 for each around it, 9 points.</source>
        <translation>Монастырь, окружённый 8 квадратами: 1 очко за его квадрат и по 1 за каждый вокруг него, всего 9 очков.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="140"/>
        <source>At the end, a farmer&apos;s field touches 2 completed cities: 3 points for each, 6 points.</source>
        <translation>В конце игры поле крестьянина примыкает к 2 завершённым городам: по 3 очка за каждый, всего 6 очков.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/rulepictures.py" line="152"/>
        <source>A board game by Klaus-Jürgen Wrede, published by Hans im Glück in 2000.</source>
        <translation>Настольная игра Клауса-Юргена Вреде, изданная Hans im Glück в 2000 году.</translation>
    </message>
</context>
<context>
    <name>ScorePlot</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/replayplot.py" line="36"/>
        <source>Round</source>
        <translation>Круг</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/replayplot.py" line="45"/>
        <source>Each line is a player&apos;s score after every move. It starts below zero: a house not yet placed costs a point.</source>
        <translation>Каждая линия&#xa0;— очки игрока после каждого хода. Она начинается ниже нуля: каждый ещё не выставленный домик стоит очко.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/replayplot.py" line="100"/>
        <source>Each player&apos;s score after every move, round by round; the bright line is the move shown. Click to go to a move.</source>
        <translation>Очки каждого игрока после каждого хода, круг за кругом; яркая линия&#xa0;— показанный ход. Щёлкните, чтобы перейти к ходу.</translation>
    </message>
</context>
<context>
    <name>ScoreTrack</name>
    <message>
        <location filename="../thurntaxis/carcassonne/ui/scoretrack.py" line="45"/>
        <source>Score track</source>
        <translation>Трек подсчёта очков</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/carcassonne/ui/scoretrack.py" line="178"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1: %n очко</numerusform>
            <numerusform>%1: %n очка</numerusform>
            <numerusform>%1: %n очков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="282"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="286"/>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="287"/>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="288"/>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="289"/>
        <source>Instant</source>
        <translation>Мгновенно</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="294"/>
        <source>Animation speed:</source>
        <translation>Скорость анимации:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="296"/>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="301"/>
        <source>The language of the game; it changes at once, also during a game.</source>
        <translation>Язык игры; меняется сразу, даже во время партии.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="302"/>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="307"/>
        <source>The size of the texts and panels beside the table.</source>
        <translation>Размер текстов и панелей рядом со столом.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/dialogs.py" line="308"/>
        <source>Text size:</source>
        <translation>Размер текста:</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="132"/>
        <source>The statistics file was damaged: it was kept as %1, and a new one starts with this game.</source>
        <translation>Файл статистики был повреждён: он сохранён как %1, а новый начинается с этой игры.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="137"/>
        <source>This game was not added to the statistics: they were kept by a newer version of the game.</source>
        <translation>Эта игра не добавлена в статистику: её ведёт более новая версия игры.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="141"/>
        <source>This game was not added to the statistics: the file cannot be written (%1).</source>
        <translation>Эта игра не добавлена в статистику: файл нельзя записать (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="145"/>
        <source>This game was not added to the statistics: the file cannot be opened (%1).</source>
        <translation>Эта игра не добавлена в статистику: файл нельзя открыть (%1).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="154"/>
        <source>The statistics file is damaged (%1). It will be kept under another name, and a new one started, when the next game ends.</source>
        <translation>Файл статистики повреждён (%1). Когда закончится следующая игра, он будет сохранён под другим именем и начат новый.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="160"/>
        <source>The statistics cannot be read (%1).</source>
        <translation>Не удаётся прочитать статистику (%1).</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="275"/>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="276"/>
        <source>Replay the last game</source>
        <translation>Просмотреть последнюю партию</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="281"/>
        <source>Player:</source>
        <translation>Игрок:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="283"/>
        <source>Games played:</source>
        <translation>Сыграно партий:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="284"/>
        <source>Games won:</source>
        <translation>Выиграно партий:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="285"/>
        <source>Best score:</source>
        <translation>Лучший результат:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="286"/>
        <source>Average score:</source>
        <translation>Средний результат:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="291"/>
        <source>By the strongest computer player at the table</source>
        <translation>По сильнейшему компьютерному игроку за столом</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="292"/>
        <source>By the number of players</source>
        <translation>По числу игроков</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="293"/>
        <source>Score in the last games, the newest on the right</source>
        <translation>Очки в последних партиях (последняя&#xa0;— справа)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="295"/>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="296"/>
        <source>Your score in each of your last %1 games will be drawn here, the newest on the right.</source>
        <translation>Здесь появится график ваших очков в последних %1 партиях (последняя&#xa0;— справа).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="302"/>
        <source>Finished games stored: %1, of which between computer players only: %2.</source>
        <translation>Сохранено завершённых партий: %1, из них только между компьютерными игроками: %2.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="324"/>
        <source>Your games played and won against each level of computer player.</source>
        <translation>Ваши сыгранные и выигранные партии по уровню компьютерного соперника.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="325"/>
        <source>Your games played and won, by the number of players at the table.</source>
        <translation>Ваши сыгранные и выигранные партии по числу игроков за столом.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="341"/>
        <source>No game with a person at the table has ended yet.</source>
        <translation>Ни одна партия с человеком за столом ещё не завершилась.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="353"/>
        <source>%1 (%2 % of the games)</source>
        <translation>%1 (%2 % партий)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="364"/>
        <source>People only</source>
        <translation>Только люди</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="374"/>
        <source>2 players</source>
        <translation>2 игрока</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="375"/>
        <source>3 players</source>
        <translation>3 игрока</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="376"/>
        <source>4 players</source>
        <translation>4 игрока</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="390"/>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="390"/>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="278"/>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="287"/>
        <source>Average place:</source>
        <translation>Среднее место:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="377"/>
        <source>5 players</source>
        <translation>5 игроков</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/statistics.py" line="337"/>
        <source>No game of %1 has been finished yet. Play one to its end, and these figures appear here.</source>
        <translation>Ещё не доиграна ни одна партия в «%1». Доиграйте партию до конца, и эти показатели появятся здесь.</translation>
    </message>
</context>
<context>
    <name>StudyBar</name>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="176"/>
        <source>Choose a player to see where Expert would have played otherwise.</source>
        <translation>Выберите игрока, чтобы увидеть, где Эксперт сыграл бы иначе.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="179"/>
        <source>Step to one of %1&apos;s moves to see Expert&apos;s opinion of it.</source>
        <translation>Перейдите к одному из шагов игрока %1, чтобы увидеть мнение Эксперта.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="182"/>
        <source>Move %1 left no choice: Expert has nothing to add.</source>
        <translation>Шаг %1 не оставлял выбора: Эксперту нечего добавить.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="184"/>
        <source>Expert judges this turn at its first move, move %1.</source>
        <translation>Эксперт оценивает эти действия вместе, на их первом шаге, шаге %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="187"/>
        <source>Expert is thinking about move %1…</source>
        <translation>Эксперт обдумывает шаг %1…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="189"/>
        <source>Expert could not judge move %1.</source>
        <translation>Эксперт не смог оценить шаг %1.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="191"/>
        <source>Move %1: Expert would have played the same.</source>
        <translation>Шаг %1: Эксперт сыграл бы так же.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="193"/>
        <source>Before move %1: %2</source>
        <translation>Перед шагом %1: %2</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="196"/>
        <source>Move %1: Expert would have played otherwise. Its advice: %2</source>
        <translation>Шаг %1: Эксперт сыграл бы иначе. Его совет: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../thurntaxis/shell/replayplay.py" line="218"/>
        <source>Expert expects about %n point(s) more from its advice.</source>
        <translation>
            <numerusform>Эксперт ждёт от своего совета примерно на %n очко больше.</numerusform>
            <numerusform>Эксперт ждёт от своего совета примерно на %n очка больше.</numerusform>
            <numerusform>Эксперт ждёт от своего совета примерно на %n очков больше.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="220"/>
        <source>Played out again, the move played comes out ahead of Expert&apos;s advice: a close call.</source>
        <translation>При повторном розыгрыше сыгранный шаг выходит лучше совета Эксперта: выбор был равным.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="222"/>
        <source>Expert expects about as much from both.</source>
        <translation>Эксперт ждёт от обоих шагов примерно одного и того же.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="223"/>
        <source>(Its estimate of the lead over the best opponent: %1 after the move played, %2 after its own.)</source>
        <translation>(Его оценка отрыва от лучшего соперника: %1 после сыгранного шага, %2 после его собственного.)</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="253"/>
        <source>nobody</source>
        <translation>никого</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="261"/>
        <source>Expert reviews:</source>
        <translation>Эксперт оценивает:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="263"/>
        <source>Show, for each move of this player, the move Expert would have made from what that player knew</source>
        <translation>Показать для каждого шага этого игрока шаг, который сделал бы Эксперт, зная то же, что и этот игрок</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="265"/>
        <source>Play from here…</source>
        <translation>Играть с этого шага…</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="267"/>
        <source>Take over a seat at this move and play on against the computer (a new game; the record stays)</source>
        <translation>Занять место игрока на этом шаге и играть дальше против компьютера (новая партия; запись не меняется)</translation>
    </message>
</context>
<context>
    <name>TakeOverDialog</name>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="281"/>
        <source>Play from move %1</source>
        <translation>Играть с шага %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="284"/>
        <source>A new game starts from this position: you play the seat you choose, the computer plays the others. The recorded game stays as it is. The new game is practice: it is not counted in the statistics.</source>
        <translation>С этой позиции начнётся новая партия: вы играете за выбранного игрока, компьютер&#xa0;— за остальных. Записанная партия останется как есть. Новая партия&#xa0;— тренировочная: она не учитывается в статистике.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="298"/>
        <source>You play:</source>
        <translation>Вы играете за:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="299"/>
        <source>Computer players:</source>
        <translation>Компьютерные игроки:</translation>
    </message>
    <message>
        <location filename="../thurntaxis/shell/replayplay.py" line="301"/>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
</context>
<context>
    <name>Tour</name>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="48"/>
        <source>Alex</source>
        <translation>Алекс</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="49"/>
        <source>Anna</source>
        <translation>Анна</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="83"/>
        <source>First read the balloon, then click “Next”.</source>
        <translation>Сначала прочтите пояснение, затем нажмите «Далее».</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="86"/>
        <source>In a game you may do that, but this lesson takes another step first. Nothing has changed.</source>
        <translation>В игре так можно, но в этом уроке сейчас нужен другой шаг. Ничего не изменилось.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="40"/>
        <source>%1 waits while you read the balloon.</source>
        <translation>%1 ждёт, пока вы читаете пояснение.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="39"/>
        <source>Not quite: %1</source>
        <translation>Не так: %1</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="36"/>
        <source>Leave the tour</source>
        <translation>Выйти из обучения</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="38"/>
        <source>Finish</source>
        <translation>Завершить</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/guide.py" line="37"/>
        <source>Next</source>
        <translation>Далее</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="51"/>
        <source>Welcome! You build postal routes of city cards and score them to place your houses. This short game against Anna shows every step: follow the balloons (Escape leaves at any time).</source>
        <translation>Добро пожаловать! Вы строите почтовые линии из карт городов и завершаете их, чтобы ставить свои домики. Эта короткая игра против Анны показывает каждый шаг: следуйте пояснениям (Escape прерывает её в любой момент).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="58"/>
        <source>Each turn starts with a draw. Your hand is empty, so you take two cards: drag Mannheim from the display onto your hand.</source>
        <translation>Каждый ход начинается с добора. У вас на руке нет карт, поэтому вы берёте две: перетащите карту города Мангейм из открытых карт на руку.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="68"/>
        <source>Mannheim is in your hand. Now drag Carlsruhe onto your hand as your second card.</source>
        <translation>Мангейм уже на руке. Теперь перетащите на руку второй картой карту города Карлсруэ.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="74"/>
        <source>Then you play exactly one card. Drag Mannheim onto “Start a new route”.</source>
        <translation>Затем вы выкладываете ровно одну карту. Перетащите карту Мангейм на «Начать новую линию».</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="80"/>
        <source>Your route has begun. A route needs 3 cards before it can be scored: click “End turn”.</source>
        <translation>Ваша линия начата. Завершить можно только линию из 3 карт или длиннее: нажмите «Закончить ход».</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="91"/>
        <source>Anna drew two cards and began her own route (see the routes panel). Your turn: drag Freiburg from the display onto your hand.</source>
        <translation>Анна взяла две карты и начала свою линию (см. панель почтовых линий). Ваш ход: перетащите карту города Фрайбург из открытых карт на руку.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="102"/>
        <source>A card goes at either end of your route, and a road must join it to that end. Drag Carlsruhe to the right end, next to Mannheim.</source>
        <translation>Карта кладётся к одному из концов линии, и с этим концом её должна соединять дорога. Перетащите карту Карлсруэ к правому концу, рядом с картой Мангейм.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="113"/>
        <source>Once a turn you may call an official. The Postal carrier lets you play a second card: click him.</source>
        <translation>Раз за ход можно позвать почтового служащего. Гонец позволяет выложить вторую карту: нажмите на него.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="120"/>
        <source>Drag Freiburg to the right end too: Mannheim, Carlsruhe, Freiburg.</source>
        <translation>Перетащите и карту Фрайбург к правому концу: Мангейм, Карлсруэ, Фрайбург.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="127"/>
        <source>A route of 3 or more cards can be scored. Click “Score route”.</source>
        <translation>Линию из 3 или более карт можно завершить. Нажмите «Завершить линию».</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="133"/>
        <source>Scoring places houses: one in each land of the route, or one in every route city of a single land. Choose “Baden: all route cities”.</source>
        <translation>При завершении линии вы ставите домики: по одному в каждой земле линии или во все города линии в одной земле. Выберите «Баден: все города линии».</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="143"/>
        <source>Your houses now stand in every city of Baden, which earned you the top tile of this stack. The earlier you are, the more a bonus tile is worth.</source>
        <translation>Теперь ваши домики стоят во всех городах земли Баден, и за это вы взяли верхний жетон из этой стопки. Чем раньше, тем дороже призовой жетон.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="152"/>
        <source>Your first scored route also earned carriage 3; each next carriage needs a route one card longer. The cards of a scored route go to the discard pile.</source>
        <translation>Первая завершённая линия принесла вам и экипаж 3; каждому следующему экипажу нужна линия на одну карту длиннее. Карты завершённой линии уходят в сброс.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="178"/>
        <source>Anna scored a route too. Your hand is empty again: drag Stuttgart onto your hand.</source>
        <translation>Анна тоже завершила линию. У вас на руке снова нет карт: перетащите карту города Штутгарт на руку.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="183"/>
        <source>And Ulm as your second card.</source>
        <translation>И карту Ульм второй картой.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="184"/>
        <source>Start a new route with Stuttgart.</source>
        <translation>Начните новую линию картой Штутгарт.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="185"/>
        <source>Keep Ulm for your next turn: click “End turn”.</source>
        <translation>Оставьте карту Ульм на следующий ход: нажмите «Закончить ход».</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="191"/>
        <source>Drag Sigmaringen from the display onto your hand.</source>
        <translation>Перетащите карту города Зигмаринген из открытых карт на руку.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="197"/>
        <source>This time play at the left end: drag Sigmaringen there, before Stuttgart.</source>
        <translation>Теперь выложите карту к левому концу: перетащите туда карту Зигмаринген, перед картой Штутгарт.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="203"/>
        <source>Call the Postal carrier again to play a second card.</source>
        <translation>Снова позовите гонца, чтобы выложить вторую карту.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="206"/>
        <source>Drag Ulm to the right end of your route.</source>
        <translation>Перетащите карту Ульм к правому концу линии.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="212"/>
        <source>Sigmaringen, Stuttgart, Ulm: 3 cards. Score the route.</source>
        <translation>Зигмаринген, Штутгарт, Ульм: 3 карты. Завершите линию.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="218"/>
        <source>Choose “One in each land”: a house in Hohenzollern and one in Württemberg.</source>
        <translation>Выберите «По одному в каждой земле»: домик в земле Гогенцоллерн и один в земле Вюртемберг.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="238"/>
        <source>Your houses are placed. This route earned no carriage: carriage 4 needs a route of 4 cards (the Cartwright counts two more).</source>
        <translation>Домики поставлены. Эта линия не принесла экипажа: для экипажа 4 нужна линия из 4 карт (каретник добавляет ещё две).</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="247"/>
        <source>Well done: you know every step of a turn! The game ends after the round in which someone takes carriage 7 or places their last house; with equal scores, the holder of the game-end tile wins, else the tied player who comes soonest after them.</source>
        <translation>Отлично: вы знаете каждый шаг хода! Игра заканчивается после круга, в котором кто-то берёт экипаж 7 или ставит последний домик; при равенстве очков побеждает владелец жетона «Завершение игры», а если его среди них нет, то тот из равных, кто ходит первым после него.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="161"/>
        <source>After a scoring comes the hand limit: with more than 3 cards in your hand, you discard cards of your choice until 3 are left. That is the only time your hand is limited; yours is empty now, so nothing goes.</source>
        <translation>После завершения линии действует предел карт на руке: если у вас на руке больше 3 карт, вы сбрасываете карты на свой выбор, пока не останется 3. Только в этот момент число карт на руке ограничено; сейчас у вас на руке нет карт, так что сбрасывать нечего.</translation>
    </message>
    <message>
        <location filename="../thurntaxis/taxis/ui/tourscript.py" line="226"/>
        <source>Sigmaringen is the only Hohenzollern city on your route, so it gets its house anyway. Württemberg has two: click the lit city that gets the house, Stuttgart or Ulm.</source>
        <translation>Зигмаринген&#xa0;— единственный город земли Гогенцоллерн на вашей линии, так что домик он получит в любом случае. В земле Вюртемберг их два: нажмите на подсвеченный город, который получит домик: Штутгарт или Ульм.</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../thurntaxis/shell/homedoor.py" line="35"/>
        <source>Players: %1. Moves played: %2. Saved: %3.</source>
        <translation>Игроки: %1. Ходов сделано: %2. Сохранено: %3.</translation>
    </message>
</context>
</TS>
