; Inno Setup script of the Windows installer: a per-user or all-users install of the PyInstaller bundle
; (dist\thurntaxis\), a Start-menu entry, an optional desktop icon and an uninstaller.
;
;   pyinstaller --noconfirm --distpath dist --workpath build\pyinstaller packaging\thurntaxis.spec
;   iscc /DAppVersion=0.1.0 packaging\windows\thurntaxis.iss        -> dist\thurntaxis-0.1.0-windows-setup.exe
;
; Inno Setup 6.3 or newer. Paths are relative to this file.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppName "Thurn and Taxis"
#define AppExe "thurntaxis.exe"

[Setup]
; The AppId identifies the installation for upgrades and the uninstaller: never change it.
AppId={{6C0E2B1D-7F4A-4E8B-9B51-3A2D8C7E1F40}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Thurn and Taxis developers
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\Thurn and Taxis
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=thurntaxis-{#AppVersion}-windows-setup
SetupIconFile=..\icon\thurntaxis.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "pl"; MessagesFile: "compiler:Languages\Polish.isl"
Name: "cs"; MessagesFile: "compiler:Languages\Czech.isl"
Name: "ru"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\thurntaxis\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

